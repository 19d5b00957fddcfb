#!/usr/bin/env node
/**
 * A zero-dependency static server for `public/` that behaves like a plain static host or CDN:
 *
 * - a file is served with its content type;
 * - a directory is served as its `index.html`; a directory path without its trailing slash is
 *   redirected (301) to the slash form, query string kept;
 * - a missing path gets the not-found page of the path's language with status 404
 *   (`/es/anything` -> `public/es/404.html`, otherwise `public/404.html`). Languages are the
 *   folders of `locales/`, so a new locale needs no change here;
 * - never an SPA fallback: Gatsby's loader relies on real 404s for missing page data and chunks.
 *
 * Usage: PORT=9470 node scripts/static-server.mjs [root]   (binds 127.0.0.1 only)
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(process.argv[2] ?? path.join(projectDir, "public"));
const port = Number(process.env.PORT ?? 9470);
const host = process.env.HOST ?? "127.0.0.1";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

/** Languages with a URL prefix: every folder of `locales/` holding a translations file. */
function prefixedLanguages() {
  const localesDir = path.join(projectDir, "locales");
  try {
    return fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const languages = prefixedLanguages();

function stat(file) {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

/** `public/<lng>/404.html` for a path under `/<lng>/`, else `public/404.html`. */
function notFoundPage(pathname) {
  const first = pathname.split("/")[1] ?? "";
  const localized = path.join(root, first, "404.html");
  if (languages.includes(first) && stat(localized)?.isFile()) return localized;
  return path.join(root, "404.html");
}

function send(request, response, status, file, extraHeaders = {}) {
  const type = types[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const body = fs.readFileSync(file);
  response.writeHead(status, {
    "Content-Type": type,
    "Content-Length": body.length,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-cache",
    ...extraHeaders,
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

function notFound(request, response, pathname) {
  const page = notFoundPage(pathname);
  if (stat(page)?.isFile()) return send(request, response, 404, page);
  response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
  response.end("Not found");
}

function handle(request, response) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD" });
    response.end();
    return;
  }
  const url = new URL(request.url ?? "/", "http://static.invalid");
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound(request, response, "/");
  }
  // Refuse anything that could leave the root (`..`, NUL, backslashes).
  const file = path.join(root, path.normalize(pathname));
  if (pathname.includes("\0") || pathname.includes("\\") || !file.startsWith(root)) {
    return notFound(request, response, "/");
  }
  const info = stat(file);
  if (info?.isDirectory()) {
    if (!url.pathname.endsWith("/")) {
      response.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      response.end();
      return;
    }
    const index = path.join(file, "index.html");
    if (stat(index)?.isFile()) return send(request, response, 200, index);
    return notFound(request, response, pathname);
  }
  if (info?.isFile() && !url.pathname.endsWith("/")) return send(request, response, 200, file);
  return notFound(request, response, pathname);
}

if (!stat(path.join(root, "index.html"))?.isFile()) {
  console.error(`static-server: ${root} has no index.html. Build the site first (npm run build).`);
  process.exit(1);
}

http.createServer(handle).listen(port, host, () => {
  console.log(`static-server: serving ${root} on http://${host}:${port}/`);
});
