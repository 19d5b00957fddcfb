import { LOCALE_FILE_NAME, LOCALES_FOLDER } from "../../src/i18n/namespace";
import type { CodeKeys } from "./codeKeys";
import { readJson, type Position } from "./jsonSyntax";

/**
 * Checks the locale files editors commit (`locales/<code>/translations.json`) against the default
 * language and the keys the code asks for. Pure: it takes the files' contents and returns every
 * problem, each naming the file and, where it can, the line, column and dotted key, in words an
 * editor can act on (i18next-cli only counts keys; it says neither where nor what to do).
 */

export type LocaleProblem = {
  /** Path relative to the project root, e.g. `locales/es/translations.json`. */
  file: string;
  line?: number;
  column?: number;
  /** Dotted key path, e.g. `footer.contactUs.title`. */
  key?: string;
  message: string;
  /** A key no code uses: the build fails on it, `gatsby develop` only warns (see splitProblems). */
  unused?: true;
};

export type LocaleSource = {
  /** The folder name under `locales/`, which is the language code. */
  code: string;
  /** The file's text, or null when the folder has no translations file. */
  content: string | null;
  /** Other files in the folder (to point at a misnamed translations file). */
  otherFiles?: string[];
};

export type LocalesInput = {
  defaultLanguage: string;
  locales: LocaleSource[];
  /** Codes that have a flag image in `src/images/flags/`. */
  flags: string[];
  /** The keys the site's code asks for (codeKeys.ts); without them, usage is not checked. */
  code?: CodeKeys;
};

export const FLAGS_FOLDER = "src/images/flags";
export const localeFilePath = (code: string) => `${LOCALES_FOLDER}/${code}/${LOCALE_FILE_NAME}`;
const flagFilePath = (code: string) => `${FLAGS_FOLDER}/${code}.svg`;

/** A lowercase ISO 639 language, optionally a script and a region: `fr`, `pt-BR`, `zh-Hant`. */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/;

type Tree = { [key: string]: unknown };
export const isObject = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Leaves (non-object values) by dotted key, in file order. */
export function leaves(tree: Tree, prefix = ""): Map<string, unknown> {
  return new Map(
    Object.entries(tree).flatMap(([name, value]) =>
      isObject(value) ? [...leaves(value, `${prefix}${name}.`)] : [[`${prefix}${name}`, value]],
    ),
  );
}

const lookup = (tree: Tree, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), tree);

/** Does a proper prefix of `key` hold text (so the key cannot exist below it)? */
const underText = (key: string, isText: (prefix: string) => boolean) =>
  key
    .split(".")
    .slice(0, -1)
    .some((_, index, parts) => isText(parts.slice(0, index + 1).join(".")));

/** Every `{{placeholder}}`, `$t(nesting)` and `<tag>` in a string, sorted, duplicates kept. */
export function tokensOf(text: string): { placeholders: string[]; markup: string[] } {
  const placeholders = [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}|\$t\(([^)]*)\)/g)].map((m) =>
    m[1] !== undefined ? `{{${(m[1].split(",")[0] ?? "").trim()}}}` : `$t(${m[2]})`,
  );
  const markup = [...text.matchAll(/<\s*(\/?)\s*([A-Za-z0-9]+)[^<>]*?(\/?)\s*>/g)].map(
    (m) => `<${m[1]}${m[2]}${m[3]}>`,
  );
  return { placeholders: placeholders.sort(), markup: markup.sort() };
}

/** Items of `a` not matched one-for-one in `b`. */
function difference(a: string[], b: string[]): string[] {
  const rest = [...b];
  return a.filter((item) => {
    const index = rest.indexOf(item);
    if (index >= 0) rest.splice(index, 1);
    return index === -1;
  });
}

const list = (items: string[]) => [...new Set(items)].join(", ");

type Parsed = { tree: Tree; leaves: Map<string, unknown>; at: (key: string) => Partial<Position> };

/** One file on its own: syntax, values, its `lang` section. */
function checkFile(file: string, content: string, problems: LocaleProblem[]): Parsed | undefined {
  const fail = (message: string, where: Position = { line: 1, column: 1 }) =>
    void problems.push({ file, ...where, message });
  if (content.charCodeAt(0) === 0xfeff) {
    return fail(
      "The file starts with an invisible byte-order mark (BOM). Save it as UTF-8 without BOM.",
    );
  }
  const read = readJson(content);
  if (!read.ok) return fail(read.message, read);
  if (!isObject(read.value)) return fail("The file must contain one JSON object ({ ... }).");
  const positions = new Map(
    read.keys.map(({ path, line, column }) => [path.join("."), { line, column }]),
  );
  const at = (key: string) => positions.get(key) ?? {};
  const add = (key: string, message: string, where = at(key)) =>
    problems.push({ file, ...where, key, message });

  for (const { path, line, column } of read.duplicates) {
    const key = path.join(".");
    add(key, `${key} appears more than once in the same group; keep only one.`, { line, column });
  }
  for (const { path, line, column } of read.keys) {
    const key = path.join(".");
    if (path.at(-1)?.includes(".")) {
      add(key, `${key}: a key name must not contain a dot; use a nested group instead.`, {
        line,
        column,
      });
    }
  }
  const fileLeaves = leaves(read.value);
  for (const [key, value] of fileLeaves) {
    if (typeof value === "string") {
      if (value.trim() === "") add(key, `${key} is empty; write the text for this language.`);
      continue;
    }
    const kind =
      value === null ? "null" : Array.isArray(value) ? "a list ([...])" : `a ${typeof value}`;
    const hint = /^(number|boolean)$/.test(typeof value)
      ? ` Put it in double quotes: "${String(value)}".`
      : "";
    add(key, `${key} must be text in double quotes, not ${kind}.${hint}`);
  }
  const dir = lookup(read.value, "lang.dir");
  if (lookup(read.value, "lang.name") === undefined) {
    add(
      "lang.name",
      `lang.name is missing: the language's own name, as shown to visitors (e.g. "Español").`,
      {},
    );
  }
  if (dir === undefined) {
    add(
      "lang.dir",
      `lang.dir is missing: "ltr" (left to right) or "rtl" (right to left, e.g. Arabic).`,
      {},
    );
  } else if (typeof dir === "string" && dir !== "ltr" && dir !== "rtl") {
    add(
      "lang.dir",
      `lang.dir is "${dir}" but must be "ltr" (left to right) or "rtl" (right to left).`,
    );
  }
  return { tree: read.value, leaves: fileLeaves, at };
}

/** One language against the default: missing, extra and differently shaped keys, tokens. */
function compare(file: string, ref: Parsed, own: Parsed, defaultLanguage: string) {
  const problems: LocaleProblem[] = [];
  const add = (key: string, message: string, where = own.at(key)) =>
    problems.push({ file, ...where, key, message });
  const refFile = localeFilePath(defaultLanguage);
  for (const [key, expected] of ref.leaves) {
    if (key.startsWith("lang.")) continue; // each language's own name and direction
    const actual = lookup(own.tree, key);
    if (actual === undefined) {
      // A group written as text is reported once, where it is (below).
      if (!underText(key, (prefix) => typeof lookup(own.tree, prefix) === "string")) {
        add(key, `${key} is missing (present in ${defaultLanguage}).`, {});
      }
    } else if (isObject(actual)) {
      add(
        key,
        `${key} is a group of keys here but text in ${defaultLanguage}; write it as text like in ${refFile}.`,
      );
    } else if (typeof actual === "string" && typeof expected === "string") {
      const want = tokensOf(expected);
      const got = tokensOf(actual);
      for (const kind of ["placeholders", "markup"] as const) {
        const missing = difference(want[kind], got[kind]);
        const extra = difference(got[kind], want[kind]);
        if (missing.length === 0 && extra.length === 0) continue;
        const parts = [
          missing.length ? `lacks ${list(missing)}` : "",
          extra.length ? `has ${list(extra)} that ${defaultLanguage} does not` : "",
        ].filter(Boolean);
        const has = want[kind].length
          ? `${defaultLanguage} has ${list(want[kind])}`
          : `${defaultLanguage} has no ${kind === "placeholders" ? "placeholder" : "markup"}`;
        add(
          key,
          `${key} ${parts.join(" and ")} (${has}). Copy ${kind === "placeholders" ? "placeholders" : "tags"} exactly as they are in ${defaultLanguage}; only translate the words around them.`,
        );
      }
    }
  }
  for (const key of own.leaves.keys()) {
    if (ref.leaves.has(key) || underText(key, (prefix) => ref.leaves.has(prefix))) continue;
    add(
      key,
      isObject(lookup(ref.tree, key))
        ? `${key} is text here but a group of keys in ${defaultLanguage}; copy its structure from ${refFile}.`
        : `${key} is not in ${defaultLanguage}: remove it, or check the spelling of the key (keys are never translated).`,
    );
  }
  return problems;
}

/** Keys no code uses (where they are), and keys the code asks for that the default lacks. */
function checkUsage(defaultLanguage: string, ref: Parsed, { keys, isPreserved }: CodeKeys) {
  const file = localeFilePath(defaultLanguage);
  const used = new Set(keys.map(({ key }) => key));
  const unused = [...ref.leaves.keys()]
    .filter((key) => !used.has(key) && !isPreserved(key))
    .map((key): LocaleProblem => ({
      file,
      ...ref.at(key),
      key,
      unused: true,
      message: `${key} is not used by any page: remove it from every language, or add the code that shows it.`,
    }));
  const absent = keys
    .filter(({ key }) => !ref.leaves.has(key))
    .map(({ key, ...where }): LocaleProblem => ({
      ...where,
      key,
      message: `the code uses ${key} but it is not in ${file}: add it there and in every language, or correct the key in the code.`,
    }));
  return [...unused, ...absent];
}

/** Every problem in the locale files, default language first, then by folder name. */
export function validateLocales({ defaultLanguage, locales, flags, code }: LocalesInput) {
  const problems: LocaleProblem[] = [];
  const sorted = [...locales].sort((a, b) =>
    a.code === defaultLanguage ? -1 : b.code === defaultLanguage ? 1 : a.code.localeCompare(b.code),
  );
  if (!locales.some((locale) => locale.code === defaultLanguage && locale.content !== null)) {
    problems.push({
      file: localeFilePath(defaultLanguage),
      message: `the file is missing: it is the default language, which every other language is checked against.`,
    });
  }
  const parsed = new Map<string, Parsed>();
  for (const { code, content, otherFiles = [] } of sorted) {
    const folder = `${LOCALES_FOLDER}/${code}/`;
    if (!LANGUAGE_CODE.test(code)) {
      problems.push({
        file: folder,
        message: `"${code}" is not a language code. Name the folder with a lowercase language code such as "fr", optionally with a region such as "pt-BR".`,
      });
    }
    if (content === null) {
      const found = otherFiles.length ? ` (found: ${otherFiles.join(", ")})` : "";
      problems.push({
        file: folder,
        message: `This folder has no ${LOCALE_FILE_NAME}${found}. Name the file exactly ${LOCALE_FILE_NAME}, or remove the folder.`,
      });
      continue;
    }
    if (!flags.includes(code)) {
      problems.push({
        file: flagFilePath(code),
        message: `the flag image is missing: every language needs one, named after its folder (${code}.svg).`,
      });
    }
    const result = checkFile(localeFilePath(code), content, problems);
    if (result) parsed.set(code, result);
  }
  const ref = parsed.get(defaultLanguage);
  for (const [language, own] of parsed) {
    if (!ref || language === defaultLanguage) continue;
    problems.push(...compare(localeFilePath(language), ref, own, defaultLanguage));
  }
  if (ref && code) problems.push(...checkUsage(defaultLanguage, ref, code));
  return byFile(
    problems,
    sorted.map((locale) => locale.code),
  );
}

/** Problems grouped by file (default language first), then by line, in the order found. */
function byFile(problems: LocaleProblem[], codes: string[]): LocaleProblem[] {
  const rank = ({ file }: LocaleProblem) => {
    const index = codes.findIndex(
      (code) => file.startsWith(`${LOCALES_FOLDER}/${code}/`) || file === flagFilePath(code),
    );
    return index === -1 ? codes.length : index;
  };
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort(
      (a, b) =>
        rank(a.problem) - rank(b.problem) ||
        (a.problem.line ?? Infinity) - (b.problem.line ?? Infinity) ||
        a.index - b.index,
    )
    .map(({ problem }) => problem);
}

/** `locales/es/translations.json:12:5 Expected double-quoted property name` */
export function formatProblem({ file, line, column, message }: LocaleProblem): string {
  return line === undefined ? `${file}: ${message}` : `${file}:${line}:${column ?? 1} ${message}`;
}

/** `warning`: the problems do not stop anything (unused keys while previewing). */
export function formatProblems(problems: LocaleProblem[], { warning = false } = {}): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const headline = warning
    ? `Locale check warning: ${count} in the translation files (the build fails on ${problems.length === 1 ? "it" : "them"}).`
    : `Locale check failed: ${count} in the translation files.`;
  return [
    headline,
    ...problems.map((problem) => `  ${formatProblem(problem)}`),
    `See docs/EDITORS.md ("What the errors mean") for how to fix each one.`,
  ].join("\n");
}
