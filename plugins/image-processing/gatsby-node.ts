import fs from "node:fs";
import { createRequire } from "node:module";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { siteRequire } from "../shared/siteRequire";
import { setAvifDefaults, staleAvifCall, type SharpLike } from "./avifEffort";

/**
 * Options: the site's and AVIF's effort. Effort 2 instead of sharp's 4 takes under a third of the
 * CPU for files 4 % larger; effort 1 would be faster still but smudges flat areas
 * (docs/PERFORMANCE.md has the figures).
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

/** Before any image job of the build is created: sharp's `avif()` gets its default effort. */
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
