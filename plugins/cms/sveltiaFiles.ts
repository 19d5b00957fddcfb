// internals: @sveltia/cms — its bundle's outside addresses rewritten to local copies
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { siteRequire } from "../shared/siteRequire";

/**
 * Node-only, build time. Sveltia CMS, pinned in package.json, self-hosted under /admin/: its
 * one-file bundle, the three fonts it would fetch from jsDelivr, its interface translations it
 * would fetch from unpkg, and Immutable.js, which it imports from unpkg to run event hooks (the
 * checks before a save, src/admin/saveChecks.ts). Every outside address it uses is checked here
 * against the bundle, so an upgrade that moves one stops the build instead of letting the CMS
 * reach out (or skip its checks) without a word.
 *
 * Measured (2026-11-25, Chromium 156, the /admin/ policy, every outside host blocked; the same
 * page with the package's own bundle and none of this): 6 CSP violations on loading /admin/ (its
 * fonts, the update check, GitHub's status) and 7 after one save, icons drawn as words, the save
 * made without the checks (Immutable.js could not load, so the hook was skipped), and with the
 * browser set to Spanish the page never finished loading in 20 s (the interface translation is
 * retried without pause). With these: 0 violations, the checks run, the Spanish interface loads.
 */

/** The installed package's folder (its `exports` hide package.json; its main file is npm/index.js). */
const packageDir = (rootDir: string) =>
  path.resolve(path.dirname(siteRequire(rootDir).resolve("@sveltia/cms")), "..");

/** The pinned version (package.json), which also names the copied bundle. */
export function sveltiaVersion(rootDir: string): string {
  const file = path.join(packageDir(rootDir), "package.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
}

/** What the bundle fetches from outside, as it is written in this version's bundle. */
const FONT_URLS: Record<string, RegExp> = {
  "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2":
    /^source-sans-3-latin-wght-normal-[\w-]+\.woff2$/,
  "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2":
    /^noto-mono-latin-400-normal-[\w-]+\.woff2$/,
  "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2":
    /^material-symbols-outlined-latin-wght-normal-[\w-]+\.woff2$/,
};
/** Literals the fetch stand-in (src/admin/offlineFetch.ts) answers or redirects. */
const EXPECTED_LITERALS = [
  "`https://unpkg.com/@sveltia/cms`", // the update check and the interface translations
  "`https://www.githubstatus.com/api/v2/status.json`",
  "YW(`immutable`,`dist/immutable.es.js`)", // Immutable, imported for event hooks
];

export class SveltiaUpgradeError extends Error {}

/** The URL the bundle imports Immutable.js from (the version its package.json asks for). */
export function immutableUrl(bundle: string): string {
  const range = /immutable:`\^?(\d+\.\d+\.\d+)`/.exec(bundle)?.[1];
  if (!range) throw new SveltiaUpgradeError("Sveltia CMS no longer names its Immutable.js version");
  return `https://unpkg.com/immutable@${range}/dist/immutable.es.js`;
}

export type SveltiaFiles = {
  /** URL path of the bundle (`/admin/…`), named after its version (cached until the next one). */
  bundle: string;
  immutableUrl: string;
  /** URL path of the self-hosted Immutable.js. */
  immutable: string;
};

/**
 * Copies Sveltia CMS into `adminDir` (public/admin, served at `adminUrl`), its fonts pointed at
 * the copies there.
 */
export function writeSveltiaFiles(
  rootDir: string,
  adminDir: string,
  adminUrl: string,
): SveltiaFiles {
  const source = packageDir(rootDir);
  let bundle = fs.readFileSync(path.join(source, "dist", "sveltia-cms.js"), "utf8");
  for (const literal of EXPECTED_LITERALS) {
    if (!bundle.includes(literal)) {
      throw new SveltiaUpgradeError(
        `Sveltia CMS ${sveltiaVersion(rootDir)} no longer contains ${literal}: check src/admin/offlineFetch.ts and plugins/cms/sveltiaFiles.ts against it.`,
      );
    }
  }
  const assets = path.join(source, "npm", "assets");
  fs.mkdirSync(path.join(adminDir, "fonts"), { recursive: true });
  for (const [url, file] of Object.entries(FONT_URLS)) {
    const found = fs.readdirSync(assets).find((name) => file.test(name));
    const count = bundle.split(url).length - 1;
    if (!found || count !== 1) {
      throw new SveltiaUpgradeError(
        `Sveltia CMS ${sveltiaVersion(rootDir)}: expected its font ${url} once and a copy in npm/assets (found ${count} and ${found ?? "none"}).`,
      );
    }
    fs.copyFileSync(path.join(assets, found), path.join(adminDir, "fonts", found));
    bundle = bundle.replace(url, `${adminUrl}fonts/${found}`);
  }
  // The source map is not deployed.
  bundle = bundle.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  const bundlePath = `${adminUrl}sveltia-cms-${sveltiaVersion(rootDir)}.js`;
  fs.writeFileSync(path.join(adminDir, path.basename(bundlePath)), bundle);

  fs.mkdirSync(path.join(adminDir, "locales"), { recursive: true });
  for (const file of fs.readdirSync(path.join(source, "locales"))) {
    fs.copyFileSync(path.join(source, "locales", file), path.join(adminDir, "locales", file));
  }

  // Sveltia's own copy of Immutable.js, of the major version it was built with.
  const immutableSource = createRequire(path.join(source, "package.json")).resolve(
    "immutable/dist/immutable.es.js",
  );
  fs.copyFileSync(immutableSource, path.join(adminDir, "immutable.es.js"));
  return {
    bundle: bundlePath,
    immutableUrl: immutableUrl(bundle),
    immutable: `${adminUrl}immutable.es.js`,
  };
}
