import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { SitePluginOptions } from "../shared/options";
import { precompressPublic } from "./precompress";

/**
 * Brotli and gzip copies of every text file in public/. Listed last in gatsby-config, so it runs
 * after every other plugin's onPostBuild has written its files (the site's own gatsby-node writes
 * none).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }, options) => {
  const { rootDir } = options as SitePluginOptions;
  await precompressPublic(path.join(rootDir, "public"), reporter);
};
