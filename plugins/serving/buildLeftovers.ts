import fs from "node:fs";
import path from "node:path";

/**
 * Files Gatsby leaves in `public/` for its own later steps, which no browser ever requests:
 *
 * - `webpack.stats.json` and `chunk-map.json`: which bundles each page template needs. The HTML
 *   renderer reads them while it builds the pages (before onPostBuild), Gatsby's server-side
 *   rendering engines and adapters at request time (this site has neither); the browser gets the
 *   chunk map inline in every page (`window.___chunkMapping`).
 * - `_gatsby/`: the HTML of slices (`_gatsby/slices/_gatsby-scripts-1.html`, the script tags of
 *   every page), stitched into each page at build time. Gatsby's runtime fetches a slice's data
 *   from `/slice-data/…` and only for slices in a page's `slicesMap`; it never requests
 *   `_gatsby/`, and every `slicesMap` of this site is empty.
 *
 * Every `gatsby build` writes all three again (webpack's stats plugin rewrites them on each
 * compilation, the scripts slice whenever it is missing), so removing them after the build costs
 * the next build nothing.
 */
export const BUILD_LEFTOVERS = ["webpack.stats.json", "chunk-map.json", "_gatsby"] as const;

/** Node-only, build time. Removes the leftovers from a built site; returns those it removed. */
export function removeBuildLeftovers(publicDir: string): string[] {
  return BUILD_LEFTOVERS.filter((name) => {
    const file = path.join(publicDir, name);
    if (!fs.existsSync(file)) return false;
    fs.rmSync(file, { recursive: true });
    return true;
  });
}
