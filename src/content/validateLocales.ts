import { SECURITY_SECTION_ID } from "../config/navigation";
import { LIST_ITEM_ID, SAME_IN_EVERY_LANGUAGE, TEAM_PHOTOS_FOLDER } from "../i18n/lists";
import { LOCALE_FILE_NAME, LOCALES_FOLDER } from "../i18n/namespace";
import { formatProblem, type FileProblem } from "./fileProblem";
import { layoutProblem } from "./jsonLayout";
import { readJson, type Position } from "./jsonSyntax";
import { enclosingItem, isObject, walkLocale, type LocaleTree, type Tree } from "./localeTree";

/**
 * Checks the locale files editors commit (`locales/<code>/translations.json`) against the default
 * language and the keys the code asks for. Pure: it takes the files' contents and returns every
 * problem, each naming the file and, where it can, the line, column and dotted key, in words an
 * editor can act on (i18next-cli only counts keys; it says neither where nor what to do).
 */

export type LocaleProblem = FileProblem & {
  /** Dotted key path, e.g. `footer.contactUs.title`; an item by its id: `privacy.sections[security]`. */
  key?: string;
  /** A key no code uses: the build fails on it, `gatsby develop` only warns (see splitProblems). */
  unused?: true;
};

/** A key the site's code asks for, and where (path relative to the project). */
export type CodeKey = { key: string; file: string; line?: number; column?: number };

/** The keys the site's code asks for (found by i18next-cli, plugins/i18n-locales/codeKeys.ts). */
export type CodeKeys = {
  keys: CodeKey[];
  isPreserved: (key: string) => boolean;
  /** Keys read whole, `t(key, { returnObjects: true })`: a list or group, with all inside it. */
  objectKeys?: ReadonlySet<string>;
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
  /** The files in src/images/team a team member's `photo` may name; without them, not checked. */
  photos?: string[];
};

/** Items the code links to, which every language must keep (by id). */
const REQUIRED_ITEMS = [
  {
    list: "privacy.sections",
    id: SECURITY_SECTION_ID,
    why: `the footer's "Application Security" link opens it`,
  },
];

export const FLAGS_FOLDER = "src/images/flags";
export const localeFilePath = (code: string) => `${LOCALES_FOLDER}/${code}/${LOCALE_FILE_NAME}`;
const flagFilePath = (code: string) => `${FLAGS_FOLDER}/${code}.svg`;

/** A lowercase ISO 639 language, optionally a script and a region: `fr`, `pt-BR`, `zh-Hant`. */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/;

const lookup = (tree: Tree, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), tree);

/** The proper prefixes of a key: `a.b[x].c` -> `a`, `a.b[x]`. */
const prefixesOf = (key: string) =>
  key
    .split(".")
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join("."));

/**
 * A `{{placeholder}}` (group 1: its name and format) or a `$t(nesting)` (group 2), and a tag
 * (groups: the closing slash, the name, the self-closing slash). For `matchAll` only (global).
 * The CMS's patterns (plugins/cms/tokenPattern.ts) find tokens with these too.
 */
export const PLACEHOLDER_TOKEN = /\{\{\s*([^{}]*?)\s*\}\}|\$t\(([^)]*)\)/g;
export const MARKUP_TOKEN = /<\s*(\/?)\s*([A-Za-z0-9]+)[^<>]*?(\/?)\s*>/g;

/** Every `{{placeholder}}`, `$t(nesting)` and `<tag>` in a string, sorted, duplicates kept. */
export function tokensOf(text: string): { placeholders: string[]; markup: string[] } {
  const placeholders = [...text.matchAll(PLACEHOLDER_TOKEN)].map((m) =>
    m[1] !== undefined ? `{{${(m[1].split(",")[0] ?? "").trim()}}}` : `$t(${m[2]})`,
  );
  const markup = [...text.matchAll(MARKUP_TOKEN)].map((m) => `<${m[1]}${m[2]}${m[3]}>`);
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

type Parsed = { tree: Tree; walk: LocaleTree; at: (key: string) => Partial<Position> };

/** One file on its own: syntax, values, its lists, its `lang` section. */
function checkFile(file: string, content: string, problems: LocaleProblem[]): Parsed | undefined {
  const earlier = problems.length;
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
    [...read.keys, ...read.elements].map(({ path, line, column }) => [
      path.join("."),
      { line, column },
    ]),
  );
  const walk = walkLocale(read.value);
  /** An item's field that is not text (`…[aditi].photo`) is found through its item. */
  const fieldPath = (key: string) => {
    const item = walk.items.get(enclosingItem(key) ?? "");
    return item && [...item.path, key.slice(item.key.length + 1)];
  };
  const pathOf = (key: string) =>
    walk.texts.get(key)?.path ??
    walk.lists.get(key)?.path ??
    walk.items.get(key)?.path ??
    walk.groups.get(key) ??
    fieldPath(key);
  const at = (key: string) => positions.get(pathOf(key)?.join(".") ?? key) ?? {};
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
    } else if (/^\d+$/.test(path.at(-1) ?? "")) {
      // The CMS reads a group of numbered keys as a list, and would write it back as one.
      add(
        key,
        `${key}: a key name must not be only digits; start it with a letter (http${path.at(-1)}).`,
        {
          line,
          column,
        },
      );
    }
  }
  for (const { key, path, message } of walk.problems) {
    add(key, message, positions.get(path.join(".")) ?? {});
  }
  for (const { key, value } of walk.texts.values()) {
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
  // Layout matters once the content is right (a list of strings is already an error above).
  const layout = problems.length === earlier ? layoutProblem(content, read.value) : undefined;
  if (layout) problems.push({ file, ...layout });
  return { tree: read.value, walk, at };
}

/** What a key is in a file, in an editor's words, or undefined when it is none of these. */
function kindOf({ walk }: Parsed, key: string): string | undefined {
  if (walk.texts.has(key)) return "text";
  if (walk.lists.has(key)) return "a list of items";
  if (walk.groups.has(key)) return "a group of keys";
  return undefined;
}

/** Is the key inside something reported on its own (an item the other file lacks, a list)? */
function reportedElsewhere(key: string, file: Parsed, other: Parsed): boolean {
  const item = enclosingItem(key);
  if (item !== undefined && (!file.walk.items.has(item) || !other.walk.items.has(item))) {
    return true;
  }
  return prefixesOf(key).some(
    (prefix) =>
      file.walk.texts.has(prefix) ||
      other.walk.texts.has(prefix) ||
      file.walk.lists.has(prefix) !== other.walk.lists.has(prefix),
  );
}

/** The `{{placeholders}}` and tags of one text against the default language's. */
function compareTokens(key: string, expected: string, actual: string, defaultLanguage: string) {
  const want = tokensOf(expected);
  const got = tokensOf(actual);
  return (["placeholders", "markup"] as const).flatMap((kind) => {
    const missing = difference(want[kind], got[kind]);
    const extra = difference(got[kind], want[kind]);
    if (missing.length === 0 && extra.length === 0) return [];
    const parts = [
      missing.length ? `lacks ${list(missing)}` : "",
      extra.length ? `has ${list(extra)} that ${defaultLanguage} does not` : "",
    ].filter(Boolean);
    const has = want[kind].length
      ? `${defaultLanguage} has ${list(want[kind])}`
      : `${defaultLanguage} has no ${kind === "placeholders" ? "placeholder" : "markup"}`;
    return [
      `${key} ${parts.join(" and ")} (${has}). Copy ${kind === "placeholders" ? "placeholders" : "tags"} exactly as they are in ${defaultLanguage}; only translate the words around them.`,
    ];
  });
}

/** One language against the default: missing, extra and differently shaped keys, tokens. */
function compare(file: string, ref: Parsed, own: Parsed, defaultLanguage: string) {
  const problems: LocaleProblem[] = [];
  const add = (key: string, message: string, where = own.at(key)) =>
    problems.push({ file, ...where, key, message });
  const refFile = localeFilePath(defaultLanguage);
  const mismatch = (key: string, here: string, there: string) =>
    add(
      key,
      `${key} is ${here} here but ${there} in ${defaultLanguage}; ${there === "text" ? `write it as text like in ${refFile}` : `copy its structure from ${refFile}`}.`,
    );
  for (const [key, { value: expected }] of ref.walk.texts) {
    if (key.startsWith("lang.")) continue; // each language's own name and direction
    const actual = own.walk.texts.get(key)?.value;
    const kind = kindOf(own, key);
    if (kind === "text") {
      if (typeof actual === "string" && typeof expected === "string") {
        for (const message of compareTokens(key, expected, actual, defaultLanguage))
          add(key, message);
      }
    } else if (kind !== undefined) {
      mismatch(key, kind, "text");
    } else if (!reportedElsewhere(key, own, ref)) {
      const item = own.walk.items.get(enclosingItem(key) ?? "");
      add(key, `${key} is missing (present in ${defaultLanguage}).`, item ? own.at(item.key) : {});
    }
  }
  for (const key of own.walk.texts.keys()) {
    const kind = kindOf(ref, key);
    if (kind === "text" || reportedElsewhere(key, own, ref)) continue;
    if (kind === "a group of keys") mismatch(key, "text", kind);
    else if (kind === undefined) {
      add(
        key,
        `${key} is not in ${defaultLanguage}: remove it, or check the spelling of the key (keys are never translated).`,
      );
    }
  }
  problems.push(...compareLists(file, ref, own, defaultLanguage, mismatch));
  problems.push(...compareOrder(file, ref, own, defaultLanguage));
  return problems;
}

/** The group at a dotted key of a parsed file (the whole file for ""). */
const groupAt = (tree: Tree, key: string): Tree | undefined => {
  const found = key === "" ? tree : lookup(tree, key);
  return isObject(found) ? found : undefined;
};

/**
 * Each group's keys in the default language's order: the CMS writes every language in that
 * order, so a file in another order would be rewritten whole on its first save.
 */
function compareOrder(file: string, ref: Parsed, own: Parsed, defaultLanguage: string) {
  const problems: LocaleProblem[] = [];
  for (const key of ["", ...ref.walk.groups.keys()]) {
    const expected = groupAt(ref.tree, key);
    const actual = groupAt(own.tree, key);
    if (!expected || !actual) continue;
    const common = Object.keys(expected).filter((name) => name in actual);
    const order = Object.keys(actual).filter((name) => name in expected);
    if (common.join() === order.join()) continue;
    const where = key === "" ? "The file's top-level groups are" : `${key}: its keys are`;
    problems.push({
      file,
      ...(key === "" ? { line: 1, column: 1 } : own.at(key)),
      ...(key === "" ? {} : { key }),
      message: `${where} in another order than in ${defaultLanguage} (${defaultLanguage}: ${common.join(", ")}; here: ${order.join(", ")}). Put them in the same order: the CMS writes every language in that order.`,
    });
  }
  return problems;
}

/** The lists of one language against the default's: same items (by id), same order, same files. */
function compareLists(
  file: string,
  ref: Parsed,
  own: Parsed,
  defaultLanguage: string,
  mismatch: (key: string, here: string, there: string) => void,
) {
  const problems: LocaleProblem[] = [];
  const add = (key: string, message: string, where = own.at(key)) =>
    problems.push({ file, ...where, key, message });
  for (const [key, refList] of ref.walk.lists) {
    const ownList = own.walk.lists.get(key);
    if (!ownList) {
      const kind = kindOf(own, key);
      if (kind !== undefined) mismatch(key, kind, "a list of items");
      else if (!reportedElsewhere(key, own, ref))
        add(key, `${key} is missing (present in ${defaultLanguage}).`, {});
      continue;
    }
    const ownById = new Map(ownList.items.flatMap((item) => (item.id ? [[item.id, item]] : [])));
    const refIds = refList.items.flatMap(({ id }) => (id ? [id] : []));
    for (const item of refList.items) {
      if (item.id === undefined || ownById.has(item.id)) continue;
      add(
        key,
        `${key} lacks the item "${item.id}" (item ${item.position} in ${defaultLanguage}): add it, with its texts in this language, at the same place.`,
      );
    }
    for (const item of ownList.items) {
      if (item.id === undefined || refIds.includes(item.id)) continue;
      add(
        item.key,
        `${item.key} (item ${item.position}) is not in ${defaultLanguage}: remove it, or add it to ${localeFilePath(defaultLanguage)} too.`,
      );
    }
    const common = refIds.filter((id) => ownById.has(id));
    const ownOrder = ownList.items.flatMap(({ id }) => (id && common.includes(id) ? [id] : []));
    if (common.join() !== ownOrder.join()) {
      add(
        key,
        `${key}: the items are in a different order than in ${defaultLanguage} (${defaultLanguage}: ${common.join(", ")}; here: ${ownOrder.join(", ")}). Put them in the same order.`,
      );
    }
    for (const refItem of refList.items) {
      const ownItem = refItem.id === undefined ? undefined : ownById.get(refItem.id);
      if (!ownItem) continue;
      for (const name of SAME_IN_EVERY_LANGUAGE) {
        if (name === LIST_ITEM_ID) continue;
        const expected = refItem.same.get(name) || undefined;
        const actual = ownItem.same.get(name) || undefined;
        if (expected === actual) continue;
        const shown = (value: unknown) => (value === undefined ? "none" : JSON.stringify(value));
        add(
          `${ownItem.key}.${name}`,
          `${ownItem.key}.${name} is ${shown(actual)} here but ${shown(expected)} in ${defaultLanguage}: it is the same in every language; write it as in ${localeFilePath(defaultLanguage)}.`,
        );
      }
    }
  }
  for (const key of own.walk.lists.keys()) {
    if (ref.walk.lists.has(key) || reportedElsewhere(key, own, ref)) continue;
    const kind = kindOf(ref, key);
    if (kind !== undefined) mismatch(key, "a list of items", kind);
    else
      add(
        key,
        `${key} is not in ${defaultLanguage}: remove it, or check the spelling of the key (keys are never translated).`,
      );
  }
  return problems;
}

/**
 * What only the default language's file can tell: every list keeps an item (the CMS makes a new
 * item's fields from those there, and the code's types from the file), the items the code links
 * to are there, and every team member's photo is a file in src/images/team.
 */
function checkDefaultOnly(file: string, ref: Parsed, photos: string[] | undefined) {
  const problems: LocaleProblem[] = [];
  for (const { key, items } of ref.walk.lists.values()) {
    if (items.length > 0) continue;
    problems.push({
      file,
      ...ref.at(key),
      key,
      message: `${key} has no items: keep at least one (a new item is made like the ones there).`,
    });
  }
  for (const { list, id, why } of REQUIRED_ITEMS) {
    const items = ref.walk.lists.get(list)?.items;
    if (!items || items.some((item) => item.id === id)) continue;
    problems.push({
      file,
      ...ref.at(list),
      key: list,
      message: `${list} has no item with "${LIST_ITEM_ID}": "${id}": ${why}. Keep one item with that id (its texts can change).`,
    });
  }
  if (!photos) return problems;
  for (const item of ref.walk.items.values()) {
    const photo = item.same.get("photo");
    if (typeof photo !== "string" || photo === "" || photos.includes(photo)) continue;
    problems.push({
      file,
      ...ref.at(`${item.key}.photo`),
      key: `${item.key}.photo`,
      message: `${item.key}.photo: there is no file "${photo}" in ${TEAM_PHOTOS_FOLDER}. Add the photo there, or correct the file name.`,
    });
  }
  return problems;
}

/** Keys no code uses (where they are), and keys the code asks for that the default lacks. */
function checkUsage(defaultLanguage: string, ref: Parsed, code: CodeKeys) {
  const file = localeFilePath(defaultLanguage);
  const { keys, isPreserved, objectKeys = new Set<string>() } = code;
  const used = new Set(keys.map(({ key }) => key));
  // A key read whole (`returnObjects`) uses everything inside it.
  const usedWhole = (key: string) =>
    [key, ...prefixesOf(key)].some((prefix) => objectKeys.has(prefix)) ||
    [...objectKeys].some((whole) => key.startsWith(`${whole}[`));
  const isUsed = (key: string) => used.has(key) || usedWhole(key) || isPreserved(key);
  const unusedLists = [...ref.walk.lists.keys()].filter((key) => !isUsed(key));
  const unused = [
    ...unusedLists,
    ...[...ref.walk.texts.keys()].filter(
      (key) => !isUsed(key) && !unusedLists.some((list) => key.startsWith(`${list}[`)),
    ),
  ].map((key): LocaleProblem => ({
    file,
    ...ref.at(key),
    key,
    unused: true,
    message: `${key} is not used by any page: remove it from every language, or add the code that shows it.`,
  }));
  const absent = keys
    .filter(
      ({ key }) =>
        !ref.walk.texts.has(key) &&
        !(objectKeys.has(key) && (ref.walk.lists.has(key) || ref.walk.groups.has(key))),
    )
    .map(({ key, ...where }): LocaleProblem => ({
      ...where,
      key,
      message: `the code uses ${key} but it is not in ${file}: add it there and in every language, or correct the key in the code.`,
    }));
  return [...unused, ...absent];
}

/** Every problem in the locale files, default language first, then by folder name. */
export function validateLocales({ defaultLanguage, locales, flags, code, photos }: LocalesInput) {
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
  if (ref) problems.push(...checkDefaultOnly(localeFilePath(defaultLanguage), ref, photos));
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
