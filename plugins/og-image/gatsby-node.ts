import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { socialImage } from "../../src/seo/assets";
import { siteFields, strictSchema, type SiteOptions } from "../shared/options";
import { writeSocialImage } from "./renderSocialImage";

/** Options: what gatsby-config tells every local plugin (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, siteFields(Joi));

/**
 * The 1200x630 Open Graph / Twitter image is rendered from its SVG source on every build (kept in
 * Gatsby's cache between builds), so the PNG can never drift from the design.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (
  { cache, reporter },
  { rootDir }: SiteOptions,
) => {
  const target = path.join(rootDir, "public", socialImage.path);
  // The design; Gatsby runs this file compiled into .cache, so __dirname is not this folder.
  const source = path.join(rootDir, "plugins", "og-image", "og-image.svg");
  const { cached, bytes } = await writeSocialImage({
    svg: fs.readFileSync(source, "utf8"),
    size: { width: socialImage.width, height: socialImage.height },
    target,
    cacheDir: cache.directory,
  });
  reporter.info(
    `Social image ${socialImage.path}: ${socialImage.width}x${socialImage.height}, ${bytes} bytes` +
      (cached ? " (from the cache)" : ""),
  );
};
