import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type SiteOptions } from "../shared/options";
import { removeErrorPages, writeErrorPages } from "./writeErrorPages";

/** Options: what gatsby-config tells every local plugin (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, siteFields(Joi));

/** The previous build's error pages go first: they are written anew after the pages. */
export const onPreBuild: GatsbyNode["onPreBuild"] = (_args, { rootDir }: SiteOptions) => {
  removeErrorPages(path.join(rootDir, "public"));
};

/**
 * The site's own pages for the errors its server answers with (see statuses.ts), written from the
 * locale files after the build; listed before `serving`, which hashes their inline style into
 * their CSP and points nginx at them.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = (
  { reporter, basePath },
  options: SiteOptions,
) => {
  const { rootDir, defaultLanguage, localesDir } = options;
  const written = writeErrorPages({
    publicDir: path.join(rootDir, "public"),
    localesDir,
    defaultLanguage,
    logoFile: path.join(rootDir, "src", "images", "logo.svg"),
    pathPrefix: basePath,
  });
  reporter.info(`Error pages: ${written.length} (every status in every language)`);
};
