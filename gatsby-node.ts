import type { GatsbyNode } from "gatsby";

/**
 * The site's own build work lives in local plugins (`plugins/<name>/`, listed in gatsby-config).
 * Left here: source maps, which cost build time. The browser's would be published with the site.
 * The server renderer's mislead: Gatsby maps a page-rendering error through render-page.js.map
 * alone, but page components are compiled into route chunks with maps of their own, so an error
 * in a section was reported in an unrelated file (i18next-http-backend's request.js). `eval` names
 * the page's module instead and saves 0.8 s of a cold build (docs/PERFORMANCE.md).
 * BUNDLE_SOURCE_MAPS=1 restores Gatsby's defaults, e.g. for a bundle analysis.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (process.env.BUNDLE_SOURCE_MAPS) return;
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
  if (stage === "build-html") actions.setWebpackConfig({ devtool: "eval" });
};
