import { LIST_ITEM_ID, LIST_ITEM_ID_PATTERN, SAME_IN_EVERY_LANGUAGE } from "../i18n/lists";

/**
 * A locale file's content as editors think of it: texts by key, groups of keys, and lists of
 * items (src/i18n/lists.ts). Keys are dotted; an item is named by its `id` in brackets, so a text
 * of an item reads `sections.team.members[aditi].name` (`[#3]` for the third item when it has no
 * usable id). Pure: the checks that compare languages work on these keys.
 */

export type Tree = { [key: string]: unknown };
export const isObject = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where a value is in the parsed JSON: object keys and array indices. */
export type JsonPath = (string | number)[];

export type Text = { key: string; path: JsonPath; value: unknown };
export type Item = {
  key: string;
  path: JsonPath;
  /** 1-based, as an editor counts. */
  position: number;
  /** Set when the item's id is valid and the first with that id in its list. */
  id?: string;
  /** Language-independent fields other than the id (`photo`), as written. */
  same: Map<string, unknown>;
};
export type List = { key: string; path: JsonPath; items: Item[] };
/** Something malformed in the file itself, in an editor's words. */
export type ShapeProblem = { key: string; path: JsonPath; message: string };

export type LocaleTree = {
  texts: Map<string, Text>;
  groups: Map<string, JsonPath>;
  lists: Map<string, List>;
  items: Map<string, Item>;
  problems: ShapeProblem[];
};

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/**
 * Walks a parsed locale file. An array of items (or an empty one) is a list; an array of texts is
 * a wrong value, reported as such by the checks of texts.
 */
export function walkLocale(tree: Tree): LocaleTree {
  const result: LocaleTree = {
    texts: new Map(),
    groups: new Map(),
    lists: new Map(),
    items: new Map(),
    problems: [],
  };
  walkGroup(tree, "", [], result);
  return result;
}

function walkGroup(group: Tree, prefix: string, path: JsonPath, result: LocaleTree) {
  for (const [name, value] of Object.entries(group)) {
    const key = join(prefix, name);
    const at = [...path, name];
    if (isObject(value)) {
      result.groups.set(key, at);
      walkGroup(value, key, at, result);
    } else if (Array.isArray(value) && (value.length === 0 || value.some(isObject))) {
      walkList(value, key, at, result);
    } else {
      result.texts.set(key, { key, path: at, value });
    }
  }
}

function walkList(elements: unknown[], key: string, path: JsonPath, result: LocaleTree) {
  const list: List = { key, path, items: [] };
  result.lists.set(key, list);
  const seen = new Set<string>();
  elements.forEach((element, index) => {
    const position = index + 1;
    const at = [...path, index];
    const fallbackKey = `${key}[#${position}]`;
    const problem = (message: string, where = fallbackKey, wherePath = at) =>
      result.problems.push({ key: where, path: wherePath, message });
    if (!isObject(element)) {
      problem(
        `${fallbackKey}: every item of ${key} is a group in braces with an "${LIST_ITEM_ID}", like the others ({ "${LIST_ITEM_ID}": "…", … }).`,
      );
      return;
    }
    const rawId = element[LIST_ITEM_ID];
    let id: string | undefined;
    if (rawId === undefined) {
      problem(
        `${fallbackKey} has no "${LIST_ITEM_ID}": give it a short name in lowercase letters (e.g. "${LIST_ITEM_ID}": "new-item"), the same in every language.`,
      );
    } else if (typeof rawId !== "string" || !LIST_ITEM_ID_PATTERN.test(rawId)) {
      problem(
        `${fallbackKey}: the "${LIST_ITEM_ID}" ${JSON.stringify(rawId)} must start with a lowercase letter and hold only letters, digits and dashes (e.g. "team-lead").`,
      );
    } else if (seen.has(rawId)) {
      problem(
        `${key}[${rawId}] appears twice in ${key} (item ${position}): each item needs its own "${LIST_ITEM_ID}".`,
      );
    } else {
      id = rawId;
      seen.add(rawId);
    }
    const itemKey = id === undefined ? fallbackKey : `${key}[${id}]`;
    const item: Item = { key: itemKey, path: at, position, id, same: new Map() };
    list.items.push(item);
    result.items.set(itemKey, item);
    for (const [name, value] of Object.entries(element)) {
      if (name === LIST_ITEM_ID) continue;
      const fieldKey = `${itemKey}.${name}`;
      if (SAME_IN_EVERY_LANGUAGE.includes(name)) {
        if (typeof value !== "string")
          problem(`${fieldKey} must be a file name in double quotes.`, fieldKey, [...at, name]);
        item.same.set(name, value);
      } else if (isObject(value) || Array.isArray(value)) {
        problem(
          `${fieldKey} must be text in double quotes, not ${isObject(value) ? "a group ({...})" : "a list ([...])"}: an item holds texts only.`,
          fieldKey,
          [...at, name],
        );
      } else {
        result.texts.set(fieldKey, { key: fieldKey, path: [...at, name], value });
      }
    }
  });
}

/** The item a key is inside of (`a.b[x].c` -> `a.b[x]`), or undefined. */
export function enclosingItem(key: string): string | undefined {
  const end = key.lastIndexOf("]");
  return end === -1 ? undefined : key.slice(0, end + 1);
}
