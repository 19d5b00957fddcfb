// @ts-check
/**
 * The one static server of the tests and the bench, for a build in `public/`, behaving like a plain
 * static host or CDN. sirv does the serving (content types, ranges, ETags, the precompressed
 * `.br`/`.gz` files written beside each asset at build time); this module adds what a host
 * configures around it:
 *
 * - a directory path without its trailing slash is redirected (301) to the slash form, query kept;
 * - a missing path gets the not-found page of its language with status 404 (`/es/anything` ->
 *   `public/es/404.html`, else `public/404.html`); never an SPA fallback, because Gatsby's loader
 *   relies on real 404s for missing page data and chunks;
 * - the headers the build wrote for hosts into `public/_headers` (plugins/serving: caching and
 *   security headers, the same rules as nginx), except each page's Content-Security-Policy, which
 *   the nginx and engine suites serve (the Chromium suite injects visitor stylesheets); a build
 *   without `_headers` (gatsby-starter-default in the bench) is served with no caching at all;
 * - GET and HEAD only. Loopback only.
 *
 * As GitHub Pages serves a project site (`plain`, under a `prefix`): the folder under that path
 * and nothing outside it, none of the site's headers (only sirv's: type, length, validators), and
 * the root `404.html` for any missing path (the staged folder has no other).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";

/** @typedef {Map<string, Map<string, string>>} HeaderRules path pattern -> header -> value */

/**
 * The build's `_headers` (Cloudflare's format, written by plugins/serving), or undefined without
 * one. A rule's `! Name` lines (detach what an earlier rule set) are left out: a later rule
 * replaces a header here anyway.
 * @param {string} root
 * @returns {HeaderRules | undefined}
 */
export function readHeaderRules(root) {
  const file = path.join(root, "_headers");
  if (!fs.existsSync(file)) return undefined;
  /** @type {HeaderRules} */
  const rules = new Map();
  /** @type {Map<string, string> | undefined} */
  let current;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (/^\S/.test(line) && !line.startsWith("#")) {
      current = new Map();
      rules.set(line.trim(), current);
    } else if (current && /^\s+\S+:/.test(line)) {
      const colon = line.indexOf(":");
      current.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return rules;
}

/**
 * The headers of every rule matching `pathname` (exactly, or by a `/prefix/*` pattern), later
 * rules winning, as Cloudflare applies the build's rules (each detaches what it replaces).
 * @param {HeaderRules} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const [pattern, fields] of rules) {
    const matches = pattern.endsWith("/*")
      ? pathname.startsWith(pattern.slice(0, -1))
      : pattern === pathname;
    if (matches) for (const [name, value] of fields) headers.set(name, value);
  }
  return headers;
}

/** The languages with a URL prefix: the folders of the build's `locales/` copy. */
function prefixedLanguages(/** @type {string} */ root) {
  try {
    return fs
      .readdirSync(path.join(root, "locales"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * The not-found page a missing path gets, as a path under `root`: its language's when the first
 * segment is a prefixed language with one (`/es/anything` -> `/es/404.html`), else `/404.html`.
 * The site's own parser (src/i18n/paths.ts) is TypeScript, which this plain-Node module cannot
 * import on Node 20; the engine suite's server uses this one.
 * @param {string} root
 * @returns {(pathname: string) => string}
 */
export function notFoundPageOf(root) {
  const localized = new Set(
    prefixedLanguages(root).filter((code) => fs.existsSync(path.join(root, code, "404.html"))),
  );
  return (pathname) => {
    const first = pathname.split("/")[1] ?? "";
    return localized.has(first) ? `/${first}/404.html` : "/404.html";
  };
}

const isDirectory = (/** @type {string} */ file) => {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
};

/** @typedef {{ prefix?: string, plain?: boolean }} ServeOptions prefix: "" or `/website` */

/**
 * @param {string} root absolute path of the build to serve
 * @param {ServeOptions} [options]
 * @returns {http.RequestListener}
 */
export function staticHandler(root, { prefix = "", plain = false } = {}) {
  const notFoundPage = notFoundPageOf(root);
  const rules = plain ? undefined : readHeaderRules(root);
  /** @type {Record<string, string>} */
  const siteHeaders = plain
    ? {}
    : { "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" };
  const assets = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);
      for (const [name, value] of rules ? headersFor(rules, pathname) : []) {
        if (name !== "content-security-policy") res.setHeader(name, value);
      }
    },
  });
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const url = new URL(req.url ?? "/", "http://static.invalid");
    if (url.pathname === prefix) {
      res.writeHead(301, { Location: `${prefix}/${url.search}` }).end();
      return;
    }
    if (!url.pathname.startsWith(`${prefix}/`)) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found: outside the site");
      return;
    }
    req.url = req.url?.slice(prefix.length);
    url.pathname = url.pathname.slice(prefix.length);
    let pathname = "/";
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape is a missing page like any other.
    }
    const inside = path.join(root, path.normalize(pathname));
    if (!pathname.endsWith("/") && inside.startsWith(root) && isDirectory(inside)) {
      res.writeHead(301, { Location: `${prefix}${url.pathname}/${url.search}` }).end();
      return;
    }
    assets(req, res, () => {
      const page = path.join(root, notFoundPage(pathname));
      const body = fs.existsSync(page) ? fs.readFileSync(page) : Buffer.from("Not found");
      res.writeHead(404, {
        "Content-Type": page.endsWith(".html") ? "text/html; charset=utf-8" : "text/plain",
        "Content-Length": body.length,
        ...siteHeaders,
      });
      res.end(req.method === "HEAD" ? undefined : body);
    });
  };
}

/**
 * @param {{ root: string, port?: number, host?: string } & ServeOptions} options port 0: a free one
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer({ root, port = 0, host = "127.0.0.1", ...serve }) {
  const absoluteRoot = path.resolve(root);
  if (!fs.existsSync(path.join(absoluteRoot, "index.html"))) {
    throw new Error(`${absoluteRoot} has no index.html. Build the site first (npm run build).`);
  }
  const server = http.createServer(staticHandler(absoluteRoot, serve));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}
