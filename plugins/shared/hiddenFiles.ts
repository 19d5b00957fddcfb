/**
 * A file whose name starts with a dot. No content of the site is one, but saving writes them for a
 * moment: Chrome's File System Access API (the CMS's local mode) writes `.<name>.crswap` and
 * renames it over the file, and Sveltia CMS names its own `.sveltia-tmp-…`. Gatsby's watchers would
 * see each appear and vanish, and report the vanished one as an error.
 */
export const HIDDEN_FILE = /(?:^|[\\/])\.[^\\/]+$/;
