import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import type { SitePluginOptions } from "../shared/options";
import { siteRequire } from "../shared/siteRequire";
import { setAvifDefaults, staleAvifCall, type SharpLike } from "./avifEffort";
import { imageQueries, startImageJobs } from "./earlyJobs";
import { lowerHelperThreads } from "./helperThreads";

type ImageOptions = SitePluginOptions & { avifEffort: number; helperThreadNice: number };

/** gatsby-plugin-sharp's own require: the sharp instance its jobs encode with. */
const sharpPluginRequire = (rootDir: string) =>
  createRequire(siteRequire(rootDir).resolve("gatsby-plugin-sharp/package.json"));

/** AVIF files encoded in this process, to prove after the build that none was encoded twice. */
let avifEncodes = 0;

/** Image jobs run in Gatsby's main process, where this runs before any job is created. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }, options: PluginOptions) => {
  const { rootDir, avifEffort } = options as ImageOptions;
  const pluginRequire = sharpPluginRequire(rootDir);
  const stale = staleAvifCall(fs.readFileSync(pluginRequire.resolve("./process-file"), "utf8"));
  if (stale) {
    reporter.panic(
      `image-processing: ${stale}. Check how it sets AVIF's effort now and update ` +
        "plugins/image-processing/avifEffort.ts (or drop the default if it sets one).",
    );
  }
  avifEncodes = 0;
  setAvifDefaults(pluginRequire("sharp") as SharpLike, avifEffort, () => {
    avifEncodes += 1;
  });
};

/**
 * Before webpack: the image jobs of every static query start now (earlyJobs.ts), on threads that
 * yield to webpack's (helperThreads.ts).
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async (
  { graphql, store, reporter },
  options,
) => {
  const { helperThreadNice } = options as ImageOptions;
  const queries = imageQueries(store.getState().staticQueryComponents);
  const started = await startImageJobs(queries, graphql);
  const lowered = lowerHelperThreads(helperThreadNice);
  reporter.info(
    `Image processing started before webpack for ${started} static queries` +
      (lowered > 0 ? `; ${lowered} helper threads at nice ${helperThreadNice}` : ""),
  );
};

/** Files of one format anywhere under `dir`. */
const countFiles = (dir: string, extension: string): number =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(extension)).length
    : 0;

/**
 * If Gatsby stopped treating the early run's jobs and the query run's as one, every image would
 * be encoded twice: slower, and silent. Each AVIF output is one file, so more encodes than files
 * means exactly that.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options) => {
  const { rootDir } = options as ImageOptions;
  const files = countFiles(path.join(rootDir, "public", "static"), ".avif");
  if (avifEncodes > files) {
    reporter.panic(
      `image-processing: ${avifEncodes} AVIF encodes for ${files} AVIF files: the early start ` +
        "no longer shares Gatsby's image jobs. Check plugins/image-processing/earlyJobs.ts.",
    );
  }
};
