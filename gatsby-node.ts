import type { GatsbyNode } from "gatsby";

/**
 * The site's own build work lives in local plugins (`plugins/<name>/`, listed in gatsby-config).
 * Left here: browser source maps cost build time and would be published with the site; set
 * BUNDLE_SOURCE_MAPS=1 to get them back for a bundle analysis. SSR keeps its maps for readable
 * build errors.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (stage === "build-javascript" && !process.env.BUNDLE_SOURCE_MAPS) {
    actions.setWebpackConfig({ devtool: false });
  }
};
