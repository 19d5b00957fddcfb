import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type SiteOptions } from "../shared/options";
import { rewritePublicHtml } from "./loadBundlesAfterPaint";

/** Options: what gatsby-config tells every local plugin (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, siteFields(Joi));

/**
 * Gatsby's bundles are requested after the first paint (see loadBundlesAfterPaint.ts). Runs before
 * the serving plugin, which hashes the final inline scripts into the CSP. A page left without the
 * loader means Gatsby's output changed shape: the build stops rather than ship it silently.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, { rootDir }: SiteOptions) => {
  const { changed, withoutLoader } = rewritePublicHtml(path.join(rootDir, "public"));
  if (withoutLoader.length > 0) {
    reporter.panicOnBuild(
      `paint-first: Gatsby's <script async> bundle tags were not found in ${withoutLoader.join(", ")}; ` +
        "update BUNDLE_TAG in plugins/paint-first/loadBundlesAfterPaint.ts to Gatsby's current output.",
    );
    return;
  }
  reporter.info(`Bundles load after the first paint: ${changed} pages rewritten`);
};
