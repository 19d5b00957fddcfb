import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { SitePluginOptions } from "../shared/options";
import { removeErrorPages, writeErrorPages } from "./writeErrorPages";

type ErrorPagesOptions = SitePluginOptions & { localesDir: string };

/**
 * The previous build's error pages go first: the steps before this plugin's onPostBuild work on
 * Gatsby's pages and would take them for pages of their own (paint-first stops the build on a
 * page without Gatsby's bundles).
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = (_args, options) => {
  removeErrorPages(path.join((options as ErrorPagesOptions).rootDir, "public"));
};

/**
 * The site's own pages for the errors its server answers with (see statuses.ts), written from the
 * locale files after the build; listed before `serving`, which hashes their inline style into
 * their CSP and points nginx at them.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options) => {
  const { rootDir, defaultLanguage, localesDir } = options as ErrorPagesOptions;
  const written = writeErrorPages({
    publicDir: path.join(rootDir, "public"),
    localesDir,
    defaultLanguage,
    logoFile: path.join(rootDir, "src", "images", "logo.svg"),
  });
  reporter.info(`Error pages: ${written.length} (every status in every language)`);
};
