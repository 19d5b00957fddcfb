/**
 * The Worker in front of the site's static assets on Cloudflare. The assets layer serves every
 * file of public/ with the rules of its `_headers` and `_redirects`; this runs only where no file
 * matches, and for the not-found pages' own URLs (`run_worker_first` in wrangler.jsonc), so it
 * costs nothing on a normal visit. It answers as nginx does: status 404 with the not-found page
 * of the path's language and that page's own headers (its Content-Security-Policy), revalidated;
 * GET and HEAD only.
 */

type Env = { ASSETS: { fetch(request: Request): Promise<Response> } };

const REVALIDATE = "public, max-age=0, must-revalidate";

/** `/es/anything` -> `/es/404` when that language has a not-found page, else `/404`. */
async function notFoundPage(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const first = url.pathname.split("/")[1] ?? "";
  const candidates = first && !first.startsWith("404") ? [`/${first}/404`, "/404"] : ["/404"];
  for (const candidate of candidates) {
    // The request's own headers, so the page is compressed as this client accepts.
    const page = await env.ASSETS.fetch(new Request(new URL(candidate, url), request));
    if (page.status === 200) return page;
  }
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const get = new Request(request.url, { method: "GET", headers: request.headers });
    const page = await notFoundPage(get, env);
    const headers = new Headers(page.headers);
    headers.set("Cache-Control", REVALIDATE);
    // A 404 has no version to revalidate against.
    headers.delete("ETag");
    if (request.method !== "GET" && request.method !== "HEAD") {
      for (const name of ["Content-Type", "Content-Length", "Content-Encoding"])
        headers.delete(name);
      headers.set("Allow", "GET, HEAD");
      return new Response(null, { status: 405, headers });
    }
    return new Response(request.method === "HEAD" ? null : page.body, { status: 404, headers });
  },
};
