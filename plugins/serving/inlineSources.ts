import { createHash } from "node:crypto";
import type { InlineSources } from "./policy";

/**
 * Node-only, build time. Reads one final HTML file (after Gatsby has stitched in its per-build
 * inline scripts) and returns what its Content-Security-Policy must allow.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
/** Data blocks (JSON-LD and the like) are never executed, so CSP does not apply to them. */
const DATA_BLOCK = /(?:^|\s)type\s*=\s*["']?application\/(?:ld\+)?json/i;
const STYLE_ATTRIBUTE = /<[a-z][^>]*\sstyle\s*=/i;
const EVENT_HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i;
const JAVASCRIPT_URL = /\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i;

/** CSP hash source of an inline element's text (the parser turns CRLF and CR into LF). */
export function cspHash(text: string): string {
  const normalized = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`;
}

export class InlineCodeError extends Error {}

export function inlineSources(html: string, file = "page"): InlineSources {
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    scriptHashes.push(cspHash(body));
  }
  for (const [, , body = ""] of html.matchAll(STYLE)) styleHashes.push(cspHash(body));

  // What remains is markup: attributes that no hash-based policy can allow must not be there.
  const markup = html.replace(SCRIPT, "<script></script>").replace(STYLE, "<style></style>");
  if (EVENT_HANDLER.test(markup)) {
    throw new InlineCodeError(`${file}: inline event handler attribute (on…=) blocked by the CSP`);
  }
  if (JAVASCRIPT_URL.test(markup)) {
    throw new InlineCodeError(`${file}: javascript: URL blocked by the CSP`);
  }
  return {
    scriptHashes: [...new Set(scriptHashes)],
    styleHashes: [...new Set(styleHashes)],
    styleAttributes: STYLE_ATTRIBUTE.test(markup),
  };
}
