import { GENERATED_NOTE, quote, splitValue } from "./nginxValues";
import { adminHeaderVariable } from "./nginxMaps";
import { adminHeaders, securityHeaders } from "./policy";
import type { ServingConfig } from "./servingConfig";

/** Node-only, build time. `generated/headers.conf` (server level): the headers of every response. */
export function renderNginxHeaders(config: ServingConfig): string {
  const csp = Array.from(
    { length: Math.max(...config.pages.map((page) => splitValue(page.csp).length)) },
    (_, index) => `$csp_${index}`,
  ).join("");
  return [
    `# ${GENERATED_NOTE}`,
    `# Build ${config.compilationHash}. Include at server level; no location may set these.`,
    "# headers-more sets (never adds) on every status, so a response built twice (a 416 after its",
    "# 200) still carries each header once; an empty value (HSTS over HTTP) sends none.",
    "",
    `more_set_headers "Content-Security-Policy: ${csp}$csp_tls";`,
    'more_set_headers "Strict-Transport-Security: $hsts";',
    'more_set_headers "Cache-Control: $cache_control";',
    'more_set_headers "Vary: $vary";',
    ...securityHeaders
      .filter(([name]) => !adminHeaders.some(([own]) => own === name))
      .map(([name, value]) => `more_set_headers ${quote(`${name}: ${value}`)};`),
    ...adminHeaders.map(([name]) => `more_set_headers "${name}: ${adminHeaderVariable(name)}";`),
    "",
  ].join("\n");
}
