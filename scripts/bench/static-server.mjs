// @ts-check
/**
 * A small static host for `public/`, used by the benchmark: gzip for text types, real 404s
 * (404.html with status 404, never an SPA fallback), a redirect from `/dir` to `/dir/`, and
 * Gatsby's recommended cache headers. Loopback only.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".json",
  ".css",
  ".svg",
  ".webmanifest",
  ".xml",
  ".txt",
  ".ico",
  ".map",
]);

/** Gatsby's caching guidance: HTML and data revalidate, hashed assets are immutable. */
function cacheControl(/** @type {string} */ urlPath) {
  const immutable = urlPath.startsWith("/static/") || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath);
  return immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
}

/** Resolve a URL path to a file under root, or undefined (never escapes root). */
function resolveFile(/** @type {string} */ root, /** @type {string} */ urlPath) {
  const target = path.join(root, path.normalize(urlPath));
  if (!target.startsWith(root)) return undefined;
  try {
    const stat = fs.statSync(target);
    if (stat.isFile()) return { file: target };
    if (stat.isDirectory()) {
      const index = path.join(target, "index.html");
      if (!fs.existsSync(index)) return undefined;
      return urlPath.endsWith("/") ? { file: index } : { redirect: `${urlPath}/` };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * @param {string} root absolute path of the directory to serve
 * @param {number} [port] 0 picks a free port
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer(root, port = 0) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      urlPath = "/";
    }
    const found = resolveFile(absoluteRoot, urlPath);
    if (found?.redirect) {
      res.writeHead(301, { Location: found.redirect + url.search });
      res.end();
      return;
    }
    let status = 200;
    let file = found?.file;
    if (!file) {
      status = 404;
      file = path.join(absoluteRoot, "404.html");
      if (!fs.existsSync(file)) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("Not found");
        return;
      }
    }
    const ext = path.extname(file);
    const headers = {
      "Content-Type": TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? "application/octet-stream",
      "Cache-Control": status === 200 ? cacheControl(urlPath) : "no-cache",
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept-Encoding",
    };
    let body = fs.readFileSync(file);
    const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    if (acceptsGzip && COMPRESSIBLE.has(ext)) {
      body = zlib.gzipSync(body, { level: 9 });
      Object.assign(headers, { "Content-Encoding": "gzip" });
    }
    res.writeHead(status, { ...headers, "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// `node scripts/bench/static-server.mjs [dir] [port]` serves a build by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? "public";
  const { url } = await startStaticServer(root, Number(process.argv[3] ?? 9100));
  console.log(`Serving ${root} at ${url}`);
}
