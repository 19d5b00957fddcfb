import { SAME_IN_EVERY_LANGUAGE } from "../src/i18n/lists";

/**
 * Test harness (e2e/languages). Pseudo-localization: every visible string becomes accented and about 40% longer, wrapped in
 * brackets, so a build shows at a glance what is not translatable (plain English left over), what
 * gets cut off (a missing bracket) and what breaks the layout (long words). Placeholders, nesting
 * and markup stay intact, so the pseudo strings still work.
 */

/** Each plain letter, then the accented look-alike used for it. */
const LETTERS = "aå bƀ cç dđ eé fƒ gĝ hĥ iî jĵ kķ lļ mɱ nñ oö pþ qʠ rŗ sš tŧ uû vṽ wŵ xẋ yý zž";

const ACCENTED: Record<string, string> = Object.fromEntries(
  LETTERS.split(" ").flatMap(([plain = "", accented = ""]) => [
    [plain, accented],
    [plain.toUpperCase(), accented.toUpperCase()],
  ]),
);

const VOWELS = /[aeiouyAEIOUY]/;

/** How much longer every word gets: real translations (German, Finnish, Spanish) run 30–40% longer. */
export const PSEUDO_EXPANSION = 0.4;

/** "Home" -> "Ĥóómé": vowels doubled until the word is ~40% longer, letters accented. */
function stretchWord(word: string): string {
  let extra = Math.round(word.length * PSEUDO_EXPANSION);
  let out = "";
  for (const char of word) {
    out += ACCENTED[char] ?? char;
    if (extra > 0 && VOWELS.test(char)) {
      out += ACCENTED[char] ?? char;
      extra--;
    }
  }
  const last = word.charAt(word.length - 1);
  return out + (ACCENTED[last] ?? last).repeat(extra);
}

/** Placeholders (`{{name}}`, `$t(key)`), markup (`<1>`, `<strong>`) and URLs/e-mails stay as-is. */
const PROTECTED = /(\{\{[^{}]*\}\}|\$t\([^)]*\)|<[^<>]+>|\S+@\S+\.\w+|https?:\/\/\S+)/;

export function pseudoLocalize(text: string): string {
  const body = text
    .split(PROTECTED)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]+/g, stretchWord)))
    .join("");
  return `[${body}]`;
}

type Tree = { [key: string]: unknown };

/**
 * Every text of a locale file through `text`, except `lang` (the language's name and direction)
 * and the fields of list items that are not words (an item's id, a photo's file name).
 */
export function mapTexts(tree: Tree, text: (value: string) => string, path: string[] = []): Tree {
  const walk = (value: unknown, key: string, inItem: boolean): unknown => {
    if (typeof value === "string")
      return inItem && SAME_IN_EVERY_LANGUAGE.includes(key) ? value : text(value);
    if (Array.isArray(value)) return value.map((element) => walk(element, key, false));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([name, field]) => [name, walk(field, name, true)]),
      );
    }
    return value;
  };
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      if (path.length === 0 && key === "lang") return [key, value];
      if (typeof value === "object" && value !== null && !Array.isArray(value)) {
        return [key, mapTexts(value as Tree, text, [...path, key])];
      }
      return [key, walk(value, key, false)];
    }),
  );
}

/** Every text of a locale file pseudo-localized (see `mapTexts` for what is left as it is). */
export const pseudoLocalizeTree = (tree: Tree): Tree => mapTexts(tree, pseudoLocalize);
