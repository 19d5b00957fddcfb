import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { siteRequire } from "../shared/siteRequire";
import { setAvifDefaults, staleAvifCall, type SharpLike } from "./avifEffort";
import { imageQueries, startImageJobs } from "./earlyJobs";

/**
 * Options: the site's and AVIF's effort. Effort 2 instead of sharp's 4 takes a third of the CPU
 * for files 0–9 % larger; effort 1 would be faster still but smudges flat areas (docs/IMAGES.md).
 */
const fields = (Joi: Joi) => ({
  ...siteFields(Joi),
  avifEffort: Joi.number().integer().min(0).max(9).default(2),
});
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, fields(Joi));
type ImageOptions = OptionsOf<typeof fields>;

/** gatsby-plugin-sharp's own require: the sharp instance its jobs encode with. */
const sharpPluginRequire = (rootDir: string) =>
  createRequire(siteRequire(rootDir).resolve("gatsby-plugin-sharp/package.json"));

/** AVIF files encoded in this process, to prove after the build that none was encoded twice. */
let avifEncodes = 0;

/** Image jobs run in Gatsby's main process, where this runs before any job is created. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }, options: ImageOptions) => {
  const { rootDir, avifEffort } = options;
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
 * Before webpack: the image jobs of every static query start now (earlyJobs.ts). Measured
 * 2026-11-24, four cold builds each, alternating: 43.1 s without, 39.8 s with (medians).
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ graphql, store, reporter }) => {
  const queries = imageQueries(store.getState().staticQueryComponents);
  const started = await startImageJobs(queries, graphql);
  reporter.info(`Image processing started before webpack for ${started} static queries`);
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
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, { rootDir }: ImageOptions) => {
  const files = countFiles(path.join(rootDir, "public", "static"), ".avif");
  if (avifEncodes > files) {
    reporter.panic(
      `image-processing: ${avifEncodes} AVIF encodes for ${files} AVIF files: the early start ` +
        "no longer shares Gatsby's image jobs. Check plugins/image-processing/earlyJobs.ts.",
    );
  }
};
