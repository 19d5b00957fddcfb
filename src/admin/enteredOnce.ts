import { ENTERED_ONCE, LIST_ITEM_ID } from "../i18n/lists";
import { isObject, type Tree } from "../content/localeTree";

/**
 * Before a save of the texts: a list item's text that is usually the same in every language (a
 * person's name, ENTERED_ONCE) and that a language leaves empty gets the default language's, for
 * the item with the same id. The CMS asks for it in the default language only (plugins/cms), so a
 * new person's name is typed once; a language that writes its own keeps it.
 */

export type Fill = { locale: string; path: (string | number)[]; value: string };

const at = (tree: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), tree);

/** The copies to make, as paths into the entry's data (`sections.team.members.4.name`). */
export function enteredOnceFills(data: Tree, others: Record<string, Tree>): Fill[] {
  return Object.entries(ENTERED_ONCE).flatMap(([listKey, fields]) => {
    const source = at(data, listKey);
    if (!Array.isArray(source)) return [];
    const byId = new Map(
      source.filter(isObject).map((item) => [item[LIST_ITEM_ID], item] as const),
    );
    return Object.entries(others).flatMap(([locale, own]) => {
      const items = at(own, listKey);
      if (!Array.isArray(items)) return [];
      return items.flatMap((item: unknown, index) => {
        if (!isObject(item)) return [];
        const original = byId.get(item[LIST_ITEM_ID]);
        return fields.flatMap((field) => {
          const value = original?.[field];
          const empty = typeof item[field] !== "string" || (item[field] as string).trim() === "";
          return empty && typeof value === "string" && value !== ""
            ? [{ locale, path: [...listKey.split("."), index, field], value }]
            : [];
        });
      });
    });
  });
}
