import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { SitePluginOptions } from "../shared/options";
import { writeServingConfig } from "./generate";

/**
 * The serving configuration (CSP hashes, caching, localized 404s for nginx and `_headers`) is
 * derived from the final HTML, so this plugin is listed after every plugin that rewrites pages.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options) => {
  const { rootDir, languages, defaultLanguage } = options as SitePluginOptions;
  const config = writeServingConfig({
    publicDir: path.join(rootDir, "public"),
    nginxDir: path.join(rootDir, "deploy", "nginx"),
    languages,
    defaultLanguage,
  });
  reporter.info(`Serving configuration: ${config.pages.length} pages, CSP hashes per page`);
};
