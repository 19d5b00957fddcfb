import path from "node:path";

/**
 * What a source under `root` ignores: anything below it whose name starts with a dot. No content of
 * the site is one, but saving writes them for a moment: Chrome's File System Access API (the CMS's
 * local mode) writes `.<name>.crswap` and renames it over the file, and Sveltia CMS names its own
 * `.sveltia-tmp-…`. Gatsby's watchers would see each appear and vanish, and report the vanished one
 * as an error. Only below `root`: the root's own path (a temp folder's, say) is not judged.
 */
export const hiddenBelow =
  (root: string) =>
  (file: string): boolean =>
    path
      .relative(root, file)
      .split(path.sep)
      .some((segment) => segment.startsWith("."));
