import { SAME_IN_ALL_FILE } from "./files";
import { readJson } from "./jsonSyntax";
import { escapeRegExp } from "../shared/escapeRegExp";
import { isObject, leaves, localeFilePath, type LocaleSource } from "./validateLocales";

/**
 * `npm run check:locales -- --summary`: per language, how many keys it has, how many of the
 * default language's it lacks, and which values are still word for word the default language's
 * (a hint of text nobody translated yet). Words that are the same in every language (brand and
 * people's names, places) are listed in `locales/same-in-all-languages.json` and not reported.
 */

export type LanguageSummary = {
  code: string;
  /** Null when the file is missing or cannot be read (the check says why). */
  keys: number | null;
  missing: string[];
  /** Keys whose text is the default language's, allowed words aside. */
  same: string[];
};

/** A file's texts by dotted key (none when it is not a group of keys). */
const leafValues = (value: unknown): Map<string, unknown> =>
  new Map(isObject(value) ? leaves(value).map(({ key, value: text }) => [key, text]) : []);

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

export function summarizeLocales(
  defaultLanguage: string,
  locales: LocaleSource[],
  sameInAll: string[],
): LanguageSummary[] {
  const trees = new Map<string, Map<string, unknown> | null>();
  for (const { code, content } of locales) {
    const read = content === null ? null : readJson(content);
    trees.set(code, read?.ok ? leafValues(read.value) : null);
  }
  const reference = trees.get(defaultLanguage) ?? null;
  const codes = [...trees.keys()].sort((a, b) =>
    a === defaultLanguage ? -1 : b === defaultLanguage ? 1 : a.localeCompare(b),
  );
  return codes.map((code) => {
    const leaves = trees.get(code) ?? null;
    if (!leaves) return { code, keys: null, missing: [], same: [] };
    if (!reference || code === defaultLanguage) {
      return { code, keys: leaves.size, missing: [], same: [] };
    }
    const missing = [...reference.keys()].filter((key) => !leaves.has(key));
    const same = [...reference].flatMap(([key, expected]) => {
      const actual = leaves.get(key);
      // Each language's own name and direction may match by nature ("ltr").
      if (key.startsWith("lang.") || typeof actual !== "string" || actual !== expected) return [];
      return needsNoTranslation(actual, sameInAll) ? [] : [key];
    });
    return { code, keys: leaves.size, missing, same };
  });
}

/** A table, then the keys behind the numbers so an editor can go straight to them. */
export function formatSummary(defaultLanguage: string, summaries: LanguageSummary[]): string {
  const header = ["language", "keys", "missing", `same as ${defaultLanguage}`];
  const rows = summaries.map(({ code, keys, missing, same }) =>
    keys === null
      ? [code, "—", "—", "—"]
      : code === defaultLanguage
        ? [`${code} (default)`, String(keys), "—", "—"]
        : [code, String(keys), String(missing.length), String(same.length)],
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  const details = summaries.flatMap(({ code, keys, missing, same }) => [
    ...(keys === null ? [`${localeFilePath(code)}: could not be read (see the check below).`] : []),
    ...missing.map((key) => `${localeFilePath(code)}: missing ${key}`),
    ...same.map((key) => `${localeFilePath(code)}: ${key} is the same as in ${defaultLanguage}`),
  ]);
  return [
    line(header),
    ...rows.map(line),
    ...(details.length ? ["", ...details] : []),
    "",
    `Same words in every language (names, brands) are listed in locales/${SAME_IN_ALL_FILE}.`,
  ].join("\n");
}
