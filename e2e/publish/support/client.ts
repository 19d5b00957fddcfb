import { createHash } from "node:crypto";

/**
 * A client browsing while the site is published: each round fetches a page, then every bundle it
 * names, as a browser does after the first paint. It records what no visitor may get: a 404 (or
 * any error), and a page with the headers of another build (an inline script its own CSP does
 * not allow: the policy is written per build). The versions of each page it saw show which builds
 * it browsed (a text change leaves webpack's compilation hash as it was).
 */

export type Browsing = { rounds: number; versions: Map<string, Set<string>>; problems: string[] };

const PAGES = ["/", "/es/", "/privacy-policy/", "/es/privacy-policy/"];

/** The content-hashed bundles a page names (its script tags and Gatsby's chunk map). */
export const bundlesOf = (html: string) => [
  ...new Set(html.match(/\/[\w.-]+-[0-9a-f]{20}\.(?:js|css)/g) ?? []),
];

/**
 * A GET as a browser sends it: when nginx's reload closes an idle kept-alive connection just as
 * the request goes out on it, the browser sends it again on a new one. So does this, a moment
 * later: sent at once, the retry went out on another kept-alive connection the same reload was
 * closing (CI, 2026-11-27), so it waits for the pool to see those closes, up to three times.
 */
export async function get(url: string, retries = 3): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    const closed = /other side closed|ECONNRESET/.test(String((error as Error).cause));
    if (!closed || retries === 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return get(url, retries - 1);
  }
}

/** Problems with one page and its bundles, fetched now; a digest of the page's HTML. */
export async function checkPage(origin: string, page: string, problems: string[]) {
  const response = await get(`${origin}${page}`);
  const html = await response.text();
  if (response.status !== 200) problems.push(`${page}: ${response.status}`);
  const csp = response.headers.get("content-security-policy") ?? "";
  for (const [, body] of html.matchAll(
    /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const hash = `'sha256-${createHash("sha256").update(body!).digest("base64")}'`;
    if (!csp.includes(hash)) problems.push(`${page}: an inline script its CSP does not allow`);
  }
  const answers = await Promise.all(
    bundlesOf(html).map(async (bundle) => [bundle, (await get(`${origin}${bundle}`)).status]),
  );
  for (const [bundle, status] of answers) {
    if (status !== 200) problems.push(`${page} → ${bundle}: ${status}`);
  }
  return createHash("sha256").update(html).digest("hex");
}

/** Browses until `stop()`; `seen` is what it saw so far. */
export function browse(origin: string): { seen: Browsing; stop(): Promise<Browsing> } {
  const seen: Browsing = { rounds: 0, versions: new Map(), problems: [] };
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const page of PAGES) {
        const version = await checkPage(origin, page, seen.problems);
        seen.versions.set(page, (seen.versions.get(page) ?? new Set()).add(version));
      }
      seen.rounds += 1;
      await new Promise((resolve) => setTimeout(resolve, 100)); // a visitor reads a little
    }
  })();
  return {
    seen,
    stop: async () => {
      running = false;
      await loop;
      return seen;
    },
  };
}
