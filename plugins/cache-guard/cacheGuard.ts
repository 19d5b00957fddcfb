import fs from "node:fs";
import path from "node:path";

/**
 * Node-only. Gatsby keeps its query results across builds, and two changes it does not notice
 * leave them wrong: a new path prefix (image URLs keep the old one: gatsbyjs/gatsby#7881) and a
 * cache made in another folder (it holds absolute paths: "The result of this StaticQuery could
 * not be fetched", gatsbyjs/gatsby#31128). So each build records where and under which prefix
 * its cache was made, and a build that finds another record starts clean.
 */

/** What a cache was made with, kept beside it. */
export type CacheOrigin = { directory: string; pathPrefix: string };

const RECORD = "cache-origin.json";

export function recordOrigin(root: string, origin: CacheOrigin): void {
  const cache = path.join(root, ".cache");
  fs.mkdirSync(cache, { recursive: true });
  fs.writeFileSync(path.join(cache, RECORD), `${JSON.stringify(origin)}\n`);
}

/** Why the cache in `root` cannot serve this build, or undefined when it can (or there is none). */
export function staleCache(root: string, current: CacheOrigin): string | undefined {
  const cache = path.join(root, ".cache");
  if (!fs.existsSync(cache)) return undefined;
  let recorded: Partial<CacheOrigin> = {};
  try {
    recorded = JSON.parse(fs.readFileSync(path.join(cache, RECORD), "utf8")) as CacheOrigin;
  } catch {
    return "a cache that does not say where it was made";
  }
  if (recorded.directory !== current.directory) {
    return `a cache made in another folder (${recorded.directory})`;
  }
  if (recorded.pathPrefix !== current.pathPrefix) {
    return `a cache made under the path prefix "${recorded.pathPrefix}"`;
  }
  return undefined;
}

/**
 * Gatsby has read `.cache/` into memory before any plugin runs, so removing it is not enough:
 * `public/` goes, and an empty `.cache/caches-lmdb` is left, which Gatsby takes for an incomplete
 * cache and then forgets everything it read ("We've detected that the Gatsby cache is
 * incomplete"). `.cache/compiled` stays: Gatsby loads the site's compiled gatsby-node files from it.
 */
export function startClean(root: string): void {
  fs.rmSync(path.join(root, "public"), { recursive: true, force: true });
  const cache = path.join(root, ".cache");
  for (const entry of fs.readdirSync(cache)) {
    if (entry !== "compiled") fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(cache, "caches-lmdb"));
}
