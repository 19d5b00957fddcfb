import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { SitePluginOptions } from "../shared/options";
import { writeErrorPages } from "./writeErrorPages";

type ErrorPagesOptions = SitePluginOptions & { localesDir: string };

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
