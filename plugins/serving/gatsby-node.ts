import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type SiteOptions } from "../shared/options";
import { removeBuildLeftovers } from "./buildLeftovers";
import { writeServingConfig } from "./generate";
import { removeUnusedPartytown } from "./partytown";

/** Options: what gatsby-config tells every local plugin (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, siteFields(Joi));

/**
 * The serving configuration (CSP hashes, caching, localized 404 and error pages for nginx and
 * `_headers`) is derived from the final HTML, so this plugin is listed after every plugin that
 * writes or rewrites pages. Files no client needs are not served at all (see partytown.ts and
 * buildLeftovers.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options: SiteOptions) => {
  const { rootDir, languages, defaultLanguage } = options;
  const publicDir = path.join(rootDir, "public");
  if (removeUnusedPartytown(publicDir)) reporter.info("Partytown is unused: its files removed");
  const removed = removeBuildLeftovers(publicDir);
  if (removed.length > 0)
    reporter.info(`Build leftovers no client requests removed: ${removed.join(", ")}`);
  const config = writeServingConfig({
    publicDir,
    nginxDir: path.join(rootDir, "deploy", "nginx"),
    languages,
    defaultLanguage,
  });
  reporter.info(`Serving configuration: ${config.pages.length} pages, CSP hashes per page`);
};
