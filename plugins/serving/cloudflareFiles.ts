import { ADMIN_PREFIX } from "../shared/adminFolder";
import { GENERATED_NOTE } from "./nginxValues";
import {
  adminHeaders,
  CACHE_IMMUTABLE,
  CSP_TLS_SUFFIX,
  STATIC_PREFIX,
  tlsDefaultHeaders,
} from "./policy";
import type { ServingConfig } from "./servingConfig";

/**
 * Node-only, build time. What Cloudflare Workers static assets read from `public/`
 * (deploy/README.md): `_headers`, `_redirects` and `.assetsignore`, rendered from the
 * same policy as nginx's configuration so both hosts answer alike. Cloudflare serves HTTPS only,
 * so HSTS and `upgrade-insecure-requests` are always on.
 *
 * Cloudflare applies every rule that matches the requested path, in file order; a header two
 * rules set is sent twice, unless the later rule first detaches it (`! Name`). So `/*` sets what
 * every answer carries (the policy of anything that is not a page) and each later rule detaches
 * what it replaces. A missing path is answered by deploy/cloudflare/worker.ts with the not-found
 * page of its language, fetched under that page's own URL, so it carries that page's rule.
 */

/** Where Cloudflare serves an HTML file (`html_handling: auto-trailing-slash`). */
export function cloudflareUrl(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`;
  return `/${file.slice(0, -".html".length)}`;
}

/**
 * Files Cloudflare must not serve (`.assetsignore`, gitignore syntax), each with the test our own
 * file list applies (the CDN suite checks both against wrangler's own reading of the file).
 */
export const CLOUDFLARE_IGNORED: readonly { pattern: string; why: string; test: RegExp }[] = [
  {
    pattern: "*.br",
    why: "precompressed copies: Cloudflare compresses on its own",
    test: /\.br$/,
  },
  { pattern: "*.gz", why: "", test: /\.gz$/ },
  {
    pattern: "/_errors/",
    why: "nginx's own error pages: Cloudflare answers those errors itself",
    test: /^_errors\//,
  },
  {
    pattern: "/404/",
    why: "the not-found pages' folder copies: the Worker serves 404.html",
    test: /^404\//,
  },
  { pattern: "/*/404/", why: "", test: /^[^/]+\/404\// },
];

/** Is a file of public/ (relative, forward slashes) left out of the deployment? */
export const isIgnoredOnCloudflare = (file: string) =>
  /^(?:_headers|_redirects|\.assetsignore)$/.test(file) ||
  CLOUDFLARE_IGNORED.some(({ test }) => test.test(file));

/** Not-found and error pages are answered by the Worker; only real pages get a URL of their own. */
const servedByUrl = ({ file }: { file: string }) =>
  !/(?:^|\/)404\/index\.html$/.test(file) && !file.startsWith("_errors/");

export function renderHeadersFile(config: ServingConfig): string {
  const block = (pattern: string, lines: string[]) =>
    [pattern, ...lines.map((line) => `  ${line}`)].join("\n");
  const immutable = ["! Cache-Control", `Cache-Control: ${CACHE_IMMUTABLE}`];
  return [
    `# ${GENERATED_NOTE}`,
    `# Build ${config.compilationHash}. For Cloudflare (deploy/cloudflare): the same answers as deploy/nginx over TLS.`,
    block("/*", [
      // Cloudflare Pages adds it to every answer; this site shares nothing across origins.
      "! Access-Control-Allow-Origin",
      ...tlsDefaultHeaders.map(([name, value]) => `${name}: ${value}`),
    ]),
    block(
      `${ADMIN_PREFIX}*`,
      adminHeaders.flatMap(([name, value]) => [`! ${name}`, `${name}: ${value}`]),
    ),
    block(`${STATIC_PREFIX}*`, immutable),
    ...config.hashedBundles.map((bundle) => block(bundle, immutable)),
    ...config.pages
      .filter(servedByUrl)
      .map((page) =>
        block(cloudflareUrl(page.file), [
          "! Content-Security-Policy",
          `Content-Security-Policy: ${page.csp}${CSP_TLS_SUFFIX}`,
        ]),
      ),
    "",
  ].join("\n\n");
}

/**
 * One URL per page, as nginx answers: the other spellings Cloudflare would redirect with a 307
 * (`/privacy-policy`, `/privacy-policy/index.html`) get a 301 to the page's URL, query kept.
 */
export function renderRedirectsFile(config: ServingConfig): string {
  const lines = config.pages.flatMap(({ url }) => {
    if (url === undefined) return [];
    const slashless = url === "/" ? [] : [`${url.slice(0, -1)} ${url} 301`];
    return [...slashless, `${url}index.html ${url} 301`];
  });
  return [`# ${GENERATED_NOTE}`, ...lines, ""].join("\n");
}

export function renderAssetsIgnore(): string {
  return [
    `# ${GENERATED_NOTE}`,
    "# Files in public/ that Cloudflare does not serve (nginx does).",
    ...CLOUDFLARE_IGNORED.flatMap(({ pattern, why }) => (why ? [`# ${why}`, pattern] : [pattern])),
    "",
  ].join("\n");
}
