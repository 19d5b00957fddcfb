import type { GatsbyNode } from "gatsby";

/**
 * The site's own build work lives in local plugins (`plugins/<name>/`, listed in gatsby-config).
 * Left here: how the server renderer and the browser bundles are built (docs/PERFORMANCE.md).
 *
 * - Source maps cost build time. The browser's would be published with the site. The server
 *   renderer's mislead: Gatsby maps a page-rendering error through render-page.js.map alone, but
 *   page components are compiled into route chunks with maps of their own, so an error in a
 *   section was reported in an unrelated file (i18next-http-backend's request.js). `eval` names
 *   the page's module instead. BUNDLE_SOURCE_MAPS=1 restores Gatsby's defaults, e.g. for a
 *   bundle analysis.
 * - The server renderer is built without webpack's persistent cache: storing it slows every cold
 *   build (CI, deploys, fresh clones). What each buys: docs/PERFORMANCE.md.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (stage === "build-html") actions.setWebpackConfig({ cache: false });
  if (process.env.BUNDLE_SOURCE_MAPS) return;
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
  if (stage === "build-html") actions.setWebpackConfig({ devtool: "eval" });
};
