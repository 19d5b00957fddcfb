import { LOCALE_FILE_NAME, LOCALES_FOLDER } from "../../src/i18n/namespace";
import { readJson, type KeyLocation } from "./jsonSyntax";
import { compareKeyUsage, WILDCARD, type KeyUse } from "./keyUsage";

/**
 * Checks the locale files editors commit (`locales/<code>/translations.json`) against the default
 * language. Pure: it takes the files' contents and returns every problem found, each naming the
 * file and, where it can, the line, column and dotted key, in words an editor can act on.
 * Reading the disk is `checkLocales.ts`'s job; printing is `formatProblems`.
 */

export type LocaleProblem = {
  /** Path relative to the project root, e.g. `locales/es/translations.json`. */
  file: string;
  line?: number;
  column?: number;
  /** Dotted key path, e.g. `footer.contactUs.title`. */
  key?: string;
  message: string;
  /**
   * A key of the default language that no code uses. The build fails on it (dead text must not
   * ship); `gatsby develop` only warns, since a key is often written before the code using it.
   */
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
  /** The keys the site's code names (see keyUsage.ts); without it, usage is not checked. */
  uses?: KeyUse[];
};

export const FLAGS_FOLDER = "src/images/flags";

export const localeFilePath = (code: string) => `${LOCALES_FOLDER}/${code}/${LOCALE_FILE_NAME}`;
export const flagFilePath = (code: string) => `${FLAGS_FOLDER}/${code}.svg`;

/** A lowercase ISO 639 language, optionally a script and a region: `fr`, `pt-BR`, `zh-Hant`. */
export const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/;

const TEXT_DIRECTIONS = ["ltr", "rtl"];

type Tree = { [key: string]: unknown };
type Leaf = { key: string; value: unknown };

export const isObject = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list ([...])";
  if (isObject(value)) return "a group of keys ({...})";
  return `a ${typeof value}`;
}

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
    if (index === -1) return true;
    rest.splice(index, 1);
    return false;
  });
}

const list = (items: string[]) => [...new Set(items)].join(", ");

type Parsed =
  | { ok: true; tree: Tree; keys: Map<string, KeyLocation>; problems: LocaleProblem[] }
  | { ok: false; problems: LocaleProblem[] };

function parseLocale(file: string, content: string): Parsed {
  if (content.charCodeAt(0) === 0xfeff) {
    return {
      ok: false,
      problems: [
        {
          file,
          line: 1,
          column: 1,
          message:
            "The file starts with an invisible byte-order mark (BOM). Save it as UTF-8 without BOM.",
        },
      ],
    };
  }
  const read = readJson(content);
  if (!read.ok) {
    return {
      ok: false,
      problems: [{ file, line: read.line, column: read.column, message: read.message }],
    };
  }
  const value = read.value;
  if (!isObject(value)) {
    return {
      ok: false,
      problems: [
        { file, line: 1, column: 1, message: "The file must contain one JSON object ({ ... })." },
      ],
    };
  }
  const problems: LocaleProblem[] = read.duplicates.map(({ path, line, column }) => ({
    file,
    line,
    column,
    key: path.join("."),
    message: `${path.join(".")} appears more than once in the same group; keep only one.`,
  }));
  const keys = new Map(read.keys.map((location) => [location.path.join("."), location]));
  return { ok: true, tree: value, keys, problems };
}

/** Leaves (non-object values) with their dotted keys, in file order. */
export function leaves(tree: Tree, prefix: string[] = []): Leaf[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    isObject(value)
      ? leaves(value, [...prefix, name])
      : [{ key: [...prefix, name].join("."), value }],
  );
}

function lookup(tree: Tree, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), tree);
}

/** Problems within one file, whatever the other languages say. */
function checkOwnValues(
  file: string,
  tree: Tree,
  at: (key: string) => Partial<LocaleProblem>,
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  for (const { key, value } of leaves(tree)) {
    const where = { file, ...at(key), key };
    if (key.split(".").some((part) => part.includes("."))) {
      problems.push({
        ...where,
        message: `${key}: a key name must not contain a dot; use a nested group instead.`,
      });
    } else if (typeof value !== "string") {
      const hint =
        typeof value === "number" || typeof value === "boolean"
          ? ` Put it in double quotes: "${String(value)}".`
          : "";
      problems.push({
        ...where,
        message: `${key} must be text in double quotes, not ${kindOf(value)}.${hint}`,
      });
    } else if (value.trim() === "") {
      problems.push({ ...where, message: `${key} is empty; write the text for this language.` });
    }
  }
  return problems;
}

function checkLangSection(file: string, tree: Tree, at: (key: string) => Partial<LocaleProblem>) {
  const problems: LocaleProblem[] = [];
  const name = lookup(tree, "lang.name");
  const dir = lookup(tree, "lang.dir");
  if (typeof name !== "string" || name.trim() === "") {
    if (name === undefined) {
      problems.push({
        file,
        key: "lang.name",
        message: `lang.name is missing: the language's own name, as shown to visitors (e.g. "Español").`,
      });
    }
  }
  if (dir === undefined) {
    problems.push({
      file,
      key: "lang.dir",
      message: `lang.dir is missing: "ltr" (left to right) or "rtl" (right to left, e.g. Arabic).`,
    });
  } else if (typeof dir === "string" && !TEXT_DIRECTIONS.includes(dir)) {
    problems.push({
      file,
      ...at("lang.dir"),
      key: "lang.dir",
      message: `lang.dir is "${dir}" but must be "ltr" (left to right) or "rtl" (right to left).`,
    });
  }
  return problems;
}

/** Every problem in the locale files, default language first, then by folder name. */
export function validateLocales({
  defaultLanguage,
  locales,
  flags,
  uses,
}: LocalesInput): LocaleProblem[] {
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

  const parsed = new Map<string, ParsedLocale>();
  for (const { code, content, otherFiles = [] } of sorted) {
    const file = localeFilePath(code);
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
    const result = parseLocale(file, content);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const at = (key: string): Partial<LocaleProblem> => {
      const location = result.keys.get(key);
      return location ? { line: location.line, column: location.column } : {};
    };
    problems.push(
      ...result.problems,
      ...checkOwnValues(file, result.tree, at),
      ...checkLangSection(file, result.tree, at),
    );
    parsed.set(code, result);
  }

  const reference = parsed.get(defaultLanguage);
  if (reference) problems.push(...compareWithReference(defaultLanguage, reference, parsed));
  if (reference && uses) problems.push(...checkUsage(defaultLanguage, reference, uses));
  return byFile(problems, sorted);
}

/** Keys no code uses, and keys the code uses that the default language lacks. */
function checkUsage(
  defaultLanguage: string,
  reference: ParsedLocale,
  uses: KeyUse[],
): LocaleProblem[] {
  const file = localeFilePath(defaultLanguage);
  const { unused, missing } = compareKeyUsage(
    leaves(reference.tree).map((leaf) => leaf.key),
    uses,
  );
  const unusedProblems = unused.map((key): LocaleProblem => {
    const location = reference.keys.get(key);
    return {
      file,
      ...(location ? { line: location.line, column: location.column } : {}),
      key,
      unused: true,
      message: `${key} is not used by any page: remove it from every language, or add the code that shows it.`,
    };
  });
  const missingProblems = missing.map(({ use, key }): LocaleProblem => ({
    file: use.file,
    line: use.line,
    column: use.column,
    key,
    message: key.includes(WILDCARD)
      ? `the code uses keys ${key} (${WILDCARD} is chosen while the page runs) but no such key is in ${file}: add them there and in every language, or correct the key in the code.`
      : `the code uses ${key} but it is not in ${file}: add it there and in every language, or correct the key in the code.`,
  }));
  return [...unusedProblems, ...missingProblems];
}

type ParsedLocale = Extract<Parsed, { ok: true }>;

/** Every other language against the default: missing, extra and mismatched keys. */
function compareWithReference(
  defaultLanguage: string,
  reference: ParsedLocale,
  parsed: Map<string, ParsedLocale>,
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const referenceLeaves = leaves(reference.tree);
  const referenceKeys = new Set(referenceLeaves.map((leaf) => leaf.key));
  const referenceFile = localeFilePath(defaultLanguage);

  for (const [code, { tree, keys }] of parsed) {
    if (code === defaultLanguage) continue;
    const file = localeFilePath(code);
    const at = (key: string): Partial<LocaleProblem> => {
      const location = keys.get(key);
      return location ? { line: location.line, column: location.column } : {};
    };
    for (const { key, value: expected } of referenceLeaves) {
      if (key.startsWith("lang.")) continue; // each language's own name and direction
      const actual = lookup(tree, key);
      if (actual === undefined) {
        // A group written as text (or the other way round) is reported once, where it is.
        const parentIsText = key
          .split(".")
          .slice(0, -1)
          .some(
            (_, index, parts) =>
              typeof lookup(tree, parts.slice(0, index + 1).join(".")) === "string",
          );
        if (!parentIsText) {
          problems.push({
            file,
            key,
            message: `${key} is missing (present in ${defaultLanguage}).`,
          });
        }
        continue;
      }
      if (isObject(actual)) {
        problems.push({
          file,
          ...at(key),
          key,
          message: `${key} is a group of keys here but text in ${defaultLanguage}; write it as text like in ${referenceFile}.`,
        });
        continue;
      }
      if (typeof actual !== "string" || typeof expected !== "string") continue; // reported above
      const want = tokensOf(expected);
      const got = tokensOf(actual);
      for (const [kind, wanted, found] of [
        ["placeholder", want.placeholders, got.placeholders],
        ["markup", want.markup, got.markup],
      ] as const) {
        const missing = difference(wanted, found);
        const extra = difference(found, wanted);
        if (missing.length === 0 && extra.length === 0) continue;
        const parts = [
          missing.length ? `lacks ${list(missing)}` : "",
          extra.length ? `has ${list(extra)} that ${defaultLanguage} does not` : "",
        ].filter(Boolean);
        const expectation = wanted.length
          ? `${defaultLanguage} has ${list(wanted)}`
          : `${defaultLanguage} has no ${kind}`;
        problems.push({
          file,
          ...at(key),
          key,
          message: `${key} ${parts.join(" and ")} (${expectation}). Copy ${kind === "placeholder" ? "placeholders" : "tags"} exactly as they are in ${defaultLanguage}; only translate the words around them.`,
        });
      }
    }
    for (const { key } of leaves(tree)) {
      if (referenceKeys.has(key)) continue;
      const underReferenceText = key
        .split(".")
        .slice(0, -1)
        .some((_, index, parts) => referenceKeys.has(parts.slice(0, index + 1).join(".")));
      if (underReferenceText) continue; // reported once, as "a group of keys here"
      const isGroupInReference = isObject(lookup(reference.tree, key));
      if (isGroupInReference) {
        problems.push({
          file,
          ...at(key),
          key,
          message: `${key} is text here but a group of keys in ${defaultLanguage}; copy its structure from ${referenceFile}.`,
        });
        continue;
      }
      problems.push({
        file,
        ...at(key),
        key,
        message: `${key} is not in ${defaultLanguage}: remove it, or check the spelling of the key (keys are never translated).`,
      });
    }
  }
  return problems;
}

/** Problems grouped by file (default language first), in the order they were found. */
function byFile(problems: LocaleProblem[], sorted: LocaleSource[]): LocaleProblem[] {
  const fileOrder = sorted.map((locale) => locale.code);
  const rank = (problem: LocaleProblem) => {
    const index = fileOrder.findIndex(
      (code) =>
        problem.file.startsWith(`${LOCALES_FOLDER}/${code}/`) ||
        problem.file === flagFilePath(code),
    );
    return index === -1 ? fileOrder.length : index;
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
export function formatProblems(
  problems: LocaleProblem[],
  { warning = false }: { warning?: boolean } = {},
): string {
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
