import { escapeRegExp } from "../shared/escapeRegExp";
import { SAME_IN_ALL_FILE } from "./readLanguages";
import { readJson } from "../../src/content/jsonSyntax";
import { isObject, walkLocale } from "../../src/content/localeTree";
import { localeFilePath, type LocaleSource } from "../../src/content/validateLocales";

/**
 * `npm run check:locales -- --summary`, the part i18next-cli's `status` lacks: texts still word
 * for word the default language's (a hint of text nobody translated yet). Words the same in every
 * language (brand and people's names, places) are listed in `locales/same-in-all-languages.json`
 * and not reported.
 */

/**
 * Text with nothing left to translate once the allowed words, e-mail addresses, web addresses
 * and `{{placeholders}}` are taken out (numbers like "12" or "140+" have no letters either).
 */
export function needsNoTranslation(text: string, sameInAll: string[]): boolean {
  let rest = text
    .replace(/\{\{[^{}]*\}\}/g, " ")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  for (const word of [...sameInAll].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "gu"),
      " ",
    );
  }
  return !/\p{L}/u.test(rest);
}

/** Reads the allow-list: a JSON object whose `same` is a list of words and names. */
export function parseSameInAll(content: string | null): string[] {
  if (content === null) return [];
  const read = readJson(content);
  if (!read.ok) {
    throw new Error(`locales/${SAME_IN_ALL_FILE}:${read.line}:${read.column} ${read.message}`);
  }
  const same = (read.value as { same?: unknown }).same;
  if (!Array.isArray(same) || !same.every((word) => typeof word === "string")) {
    throw new Error(
      `locales/${SAME_IN_ALL_FILE}: "same" must be a list of texts in double quotes, e.g. ["GitHub"].`,
    );
  }
  return same as string[];
}

/** One line per text identical to the default language's, file by file. */
export function sameAsDefault(
  defaultLanguage: string,
  locales: LocaleSource[],
  sameInAll: string[],
): string[] {
  const texts = (content: string | null) => {
    const read = content === null ? undefined : readJson(content);
    const found = read?.ok && isObject(read.value) ? walkLocale(read.value).texts : new Map();
    return new Map([...found.values()].map(({ key, value }) => [key, value]));
  };
  const reference = texts(locales.find(({ code }) => code === defaultLanguage)?.content ?? null);
  return locales
    .filter(({ code }) => code !== defaultLanguage)
    .sort((a, b) => a.code.localeCompare(b.code))
    .flatMap(({ code, content }) =>
      [...texts(content)]
        .filter(
          ([key, text]) =>
            // Each language's own name and direction may match by nature ("ltr").
            !key.startsWith("lang.") &&
            typeof text === "string" &&
            text === reference.get(key) &&
            !needsNoTranslation(text, sameInAll),
        )
        .map(([key]) => `${localeFilePath(code)}: ${key} is the same as in ${defaultLanguage}`),
    );
}
