import { MARKUP_TOKEN, PLACEHOLDER_TOKEN } from "../../src/content/validateLocales";
import { escapeRegExp } from "../shared/escapeRegExp";

/**
 * Node-only, build time. The CMS's `pattern` for one text: it accepts what the locale check
 * accepts for that key (src/content/validateLocales.ts): some text that is not only spaces, with
 * exactly the `{{placeholders}}`, `$t(nesting)` and tags of the default language's text, as many
 * times each, and no other. The CMS applies one pattern to every language, which is what the
 * check asks: the default language's tokens everywhere.
 */

type Token = { shown: string; regex: string };

/** The default language's tokens, found as the locale check finds them (tokensOf). */
function tokensIn(text: string): Token[] {
  const placeholders = [...text.matchAll(PLACEHOLDER_TOKEN)].map((m): Token => {
    if (m[1] === undefined) return { shown: `$t(${m[2]})`, regex: escapeRegExp(`$t(${m[2]})`) };
    const name = (m[1].split(",")[0] ?? "").trim();
    return {
      shown: `{{${name}}}`,
      regex: `\\{\\{\\s*${escapeRegExp(name)}\\s*(?:,[^{}]*?)?\\}\\}`,
    };
  });
  const markup = [...text.matchAll(MARKUP_TOKEN)].map(([, close, name = "", self]): Token => {
    const start = close ? "<\\s*\\/\\s*" : "<\\s*(?!\\/)";
    const end = self ? "\\/\\s*>" : "(?<!\\/)\\s*>";
    return {
      shown: `<${close}${name}${self}>`,
      regex: `${start}${name}(?![A-Za-z0-9])[^<>]*?${end}`,
    };
  });
  return [...placeholders, ...markup];
}

/** A lookahead: `regex` occurs exactly `count` times. */
const exactly = (regex: string, count: number) =>
  `(?=(?:[\\s\\S]*?${regex}){${count}})(?!(?:[\\s\\S]*?${regex}){${count + 1}})`;

export type TextPattern = { pattern: string; message: string; tokens: string[] };

export function textPattern(defaultText: string): TextPattern {
  const counts = new Map<string, Token & { count: number }>();
  for (const token of tokensIn(defaultText)) {
    const seen = counts.get(token.shown);
    counts.set(token.shown, { ...token, count: (seen?.count ?? 0) + 1 });
  }
  const tokens = [...counts.values()];
  const allowed = tokens.map(({ regex }) => regex);
  // Any token at all, unless it is one of the allowed ones at that place.
  const other = (kind: string) =>
    `(?![\\s\\S]*?(?!${allowed.length ? `(?:${allowed.join("|")})` : "$^"})${kind})`;
  const pattern = [
    "^",
    "(?=[\\s\\S]*\\S)",
    ...tokens.map(({ regex, count }) => exactly(regex, count)),
    other("\\{\\{[^{}]*\\}\\}"),
    other("\\$t\\([^)]*\\)"),
    other("<\\s*\\/?\\s*[A-Za-z0-9]+[^<>]*?>"),
    "[\\s\\S]*$",
  ].join("");
  const shown = tokens.map(({ shown: text, count }) => (count > 1 ? `${text} (${count}×)` : text));
  const message = shown.length
    ? `Write the text, keeping ${shown.join(", ")} exactly as in the default language (the site fills ${shown.length > 1 ? "them" : "it"} in); add no other {{…}} or <…>.`
    : "Write the text; it cannot be empty or hold {{…}} or <…> markers.";
  return { pattern, message, tokens: shown };
}
