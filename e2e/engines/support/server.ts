import http from "node:http";
import {
  notFoundPageOf,
  readHeaderRules,
  staticHandler,
} from "../../../scripts/lib/static-server.mjs";
import { MONITOR_HASH, MONITOR_SCRIPT } from "./monitor";

/**
 * The engine suite's server: the e2e suite's static server plus what production adds to a page
 * that a browser can see, so every engine meets the real policy: each page's
 * Content-Security-Policy from the build's `_headers` (Cloudflare's rules, the same as nginx's). The monitor
 * script goes first into every page's <head> and its hash into that page's policy.
 */

/**
 * The page's policy as nginx sends it over plain HTTP (`_headers` is for HTTPS hosts: its
 * upgrade-insecure-requests would send WebKit to https://127.0.0.1), plus the monitor's hash.
 */
function overHttpWithMonitor(policy: string): string {
  return policy
    .replace(/;\s*upgrade-insecure-requests/, "")
    .replace(/(^|;\s*)script-src /, `$1script-src ${MONITOR_HASH} `);
}

export function startEngineServer(root: string, port: number): Promise<http.Server> {
  const serveStatic = staticHandler(root);
  const headers = readHeaderRules(root);
  if (!headers) throw new Error(`${root} has no _headers: build the site first (npm run build)`);
  const notFoundPage = notFoundPageOf(root);
  const policyFor = (pathname: string, status: number) => {
    // Cloudflare's URL of a not-found page is its file without `.html` (`/es/404`).
    const rule = headers.get(status === 404 ? notFoundPage(pathname).slice(0, -5) : pathname);
    const policy = rule?.get("content-security-policy");
    if (!policy) throw new Error(`_headers has no Content-Security-Policy for ${pathname}`);
    return overHttpWithMonitor(policy);
  };

  const server = http.createServer((req, res) => {
    if (!(req.headers.accept ?? "").includes("text/html")) return serveStatic(req, res);
    // A page: take it uncompressed, hold it, and send it on with the monitor and the policy.
    delete req.headers["accept-encoding"];
    const chunks: Buffer[] = [];
    let status = 200;
    const head = res.writeHead.bind(res);
    const end = res.end.bind(res);
    res.writeHead = ((code: number, ...rest: unknown[]) => {
      status = code;
      const fields = rest.find((arg) => typeof arg === "object") as object | undefined;
      for (const [name, value] of Object.entries(fields ?? {})) res.setHeader(name, value);
      return res;
    }) as typeof res.writeHead;
    res.write = ((chunk: Buffer | string) => {
      chunks.push(Buffer.from(chunk));
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: Buffer | string | (() => void)) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
      let body = Buffer.concat(chunks);
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      if (html && req.method === "GET") {
        const pathname = new URL(req.url ?? "/", "http://engines.invalid").pathname;
        body = Buffer.from(
          body.toString("utf8").replace("<head>", `<head><script>${MONITOR_SCRIPT}</script>`),
        );
        res.setHeader("Content-Security-Policy", policyFor(pathname, status));
        res.setHeader("Content-Length", body.length);
      }
      head(status);
      return end(body);
    }) as typeof res.end;
    serveStatic(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
