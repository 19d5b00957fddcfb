import fs from "node:fs";
import { createRequire } from "node:module";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { siteRequire } from "../shared/siteRequire";
import { setAvifDefaults, staleAvifCall, type SharpLike } from "./avifEffort";

/**
 * Options: the site's and AVIF's effort. Effort 2 instead of sharp's 4 takes a third of the CPU
 * for files 0–9 % larger; effort 1 would be faster still but smudges flat areas
 * (docs/PERFORMANCE.md).
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

/**
 * Before any image job of the build is created: sharp's `avif()` gets its default effort. Measured
 * 2026-11-24: a cold build 52.4 s at effort 4, 44.7 s at 2 (medians of 3, alternating).
 */
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
  setAvifDefaults(pluginRequire("sharp") as SharpLike, avifEffort);
};
