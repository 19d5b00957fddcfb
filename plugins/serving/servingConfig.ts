import fs from "node:fs";
import path from "node:path";
import { ADMIN_PREFIX } from "../shared/adminFolder";
import { ERROR_PAGES_DIR, ERROR_STATUSES, errorPagePath } from "../error-pages/statuses";
import { htmlFiles } from "../shared/htmlFiles";
import { inlineSources } from "./inlineSources";
import { ServingConfigError } from "./nginxValues";
import { cmsBackend } from "../../src/config/site";
import { backendOrigins } from "../shared/cmsBackend";
import { adminCsp, HASHED_BUNDLE, pageCsp } from "./policy";

/**
 * Node-only, build time. What the serving configuration is rendered from, read from the final
 * `public/`: every HTML file with its CSP, the not-found and error pages of each language, the
 * hashed bundles.
 */

export type ServedPage = {
  /** The HTML file, relative to public/ (`es/privacy-policy/index.html`). */
  file: string;
  /** Every `$uri` nginx may be serving this file under (`/es/privacy-policy/` and the file). */
  uris: string[];
  csp: string;
  /** The one URL a visitor may reach the page under; none for not-found and error pages. */
  url?: string;
};

export type ServingConfig = {
  compilationHash: string;
  pages: ServedPage[];
  /** `$uri` prefix → the not-found page served under it; "" is the default language. */
  notFound: { prefix: string; page: string }[];
  /** `$uri` prefix → the folder of that language's error pages (`/_errors/es`). */
  errorPages: { prefix: string; folder: string }[];
  hashedBundles: string[];
};

function urisOf(file: string): string[] {
  const asUri = `/${file}`;
  if (file === "index.html") return ["/", asUri];
  if (file.endsWith("/index.html")) return [asUri.slice(0, -"index.html".length), asUri];
  return [asUri];
}

/** A page of the site, as opposed to a not-found page (`404.html`, `es/404/index.html`) or an error page. */
const isSitePage = (file: string) =>
  (file === "index.html" || file.endsWith("/index.html")) &&
  !/(?:^|\/)404\/index\.html$/.test(file) &&
  !file.startsWith(`${ERROR_PAGES_DIR}/`);

function readPages(publicDir: string): ServedPage[] {
  return htmlFiles(publicDir)
    .sort()
    .map((file) => {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      const uris = urisOf(file);
      const sources = inlineSources(html, `public/${file}`);
      const csp = `/${file}`.startsWith(ADMIN_PREFIX)
        ? adminCsp(sources, backendOrigins(cmsBackend))
        : pageCsp(sources);
      return isSitePage(file) ? { file, uris, csp, url: uris[0] } : { file, uris, csp };
    });
}

function languagePrefix(code: string, defaultLanguage: string): string {
  return code === defaultLanguage ? "" : `/${code}`;
}

function requireFile(publicDir: string, page: string, why: string): void {
  if (!fs.existsSync(path.join(publicDir, page))) {
    throw new ServingConfigError(`public${page} is missing: ${why}.`);
  }
}

export function readServingConfig(
  publicDir: string,
  languages: readonly string[],
  defaultLanguage: string,
): ServingConfig {
  const appData = path.join(publicDir, "page-data", "app-data.json");
  if (!fs.existsSync(appData)) throw new ServingConfigError(`${appData} is missing: build first.`);
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(appData, "utf8")) as {
    webpackCompilationHash: string;
  };

  const notFound = languages.map((code) => {
    const prefix = languagePrefix(code, defaultLanguage);
    const page = `${prefix}/404.html`;
    requireFile(publicDir, page, "every language needs a 404 page");
    return { prefix, page };
  });

  const errorPages = languages.map((code) => {
    for (const status of ERROR_STATUSES) {
      requireFile(publicDir, errorPagePath(code, status), "every language needs every error page");
    }
    return { prefix: languagePrefix(code, defaultLanguage), folder: `/${ERROR_PAGES_DIR}/${code}` };
  });

  // Every bundle at the root must carry a content hash, or "immutable" would pin a stale file.
  const scripts = fs.readdirSync(publicDir).filter((name) => /\.(?:js|css)$/.test(name));
  const unhashed = scripts.filter((name) => name !== "sw.js" && !HASHED_BUNDLE.test(`/${name}`));
  if (unhashed.length > 0) {
    throw new ServingConfigError(`public/: bundles without a content hash: ${unhashed.join(", ")}`);
  }
  const hashedBundles = scripts
    .filter((name) => HASHED_BUNDLE.test(`/${name}`))
    .map((n) => `/${n}`);

  return {
    compilationHash: webpackCompilationHash,
    pages: readPages(publicDir),
    notFound,
    errorPages,
    hashedBundles,
  };
}
