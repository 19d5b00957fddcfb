import { GENERATED_NOTE } from "./nginxValues";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CSP_TLS_SUFFIX,
  HSTS,
  securityHeaders,
  STATIC_PREFIX,
} from "./policy";
import type { ServingConfig } from "./servingConfig";

/**
 * Node-only, build time. Netlify-style `public/_headers`: the nginx rules for hosts that read one.
 * Matching rules are merged, so no header is set by two rules.
 */
export function renderHeadersFile(config: ServingConfig): string {
  const block = (pattern: string, headers: [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const revalidate: [string, string] = ["Cache-Control", CACHE_REVALIDATE];
  const immutable: [string, string] = ["Cache-Control", CACHE_IMMUTABLE];
  return [
    `# ${GENERATED_NOTE}`,
    `# Build ${config.compilationHash}. Same rules as deploy/nginx; these hosts serve HTTPS only.`,
    block("/*", [
      ...securityHeaders.map(([n, v]): [string, string] => [n, v]),
      ["Strict-Transport-Security", HSTS],
    ]),
    block(`${STATIC_PREFIX}*`, [immutable]),
    ...config.hashedBundles.map((bundle) => block(bundle, [immutable])),
    block("/page-data/*", [revalidate]),
    block("/locales/*", [revalidate]),
    ...config.pages.flatMap((page) =>
      page.uris.map((uri) =>
        block(uri, [revalidate, ["Content-Security-Policy", page.csp + CSP_TLS_SUFFIX]]),
      ),
    ),
    "",
  ].join("\n\n");
}
