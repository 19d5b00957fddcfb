import {
  ENTERED_ONCE,
  LIST_ITEM_ID,
  LISTS_WITH_PHOTO,
  SAME_IN_EVERY_LANGUAGE,
  TEAM_PHOTOS_FOLDER,
} from "../../src/i18n/lists";
import { isObject, type Tree } from "../../src/content/localeTree";
import { textPattern } from "./tokenPattern";

/**
 * Node-only, build time. The CMS's fields for the website's texts, generated from the default
 * language's file in its own order, so a key or a list item added there appears in the CMS with
 * no CMS change, and the CMS writes the keys back in that order. Labels and hints come from
 * `locales/editor-labels.json`; a key without one is named after the key ("skipToContent" ->
 * "Skip to content").
 */

/** A field of Sveltia CMS's configuration (its JSON schema: node_modules/@sveltia/cms/schema). */
export type CmsField = { name: string; widget: string; [option: string]: unknown };

/**
 * `[label, hint?, one item?]` by key (a list's item fields without the item:
 * `sections.team.members.name`); the third names one item of a list ("Add Person").
 */
export type Labels = Record<string, [string, string?, string?]>;

/** "skipToContent" -> "Skip to content", "http429" -> "Http429". */
export function readableName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Texts longer than a line, or written in paragraphs, get a text area. */
const isLong = (text: string) => text.includes("\n") || text.length > 90;

function labelled(key: string, name: string, labels: Labels, extraHint?: string) {
  const [label = readableName(name), hint] = labels[key] ?? [];
  const hints = [hint, extraHint].filter(Boolean);
  return { name, label, ...(hints.length ? { hint: hints.join(" ") } : {}) };
}

function textField(key: string, name: string, value: string, labels: Labels): CmsField {
  const { pattern, message, tokens } = textPattern(value);
  const keep = tokens.length ? `Keep ${tokens.join(", ")} as written.` : undefined;
  return {
    ...labelled(key, name, labels, labels[key]?.[1]?.includes("{{") ? undefined : keep),
    widget: isLong(value) ? "text" : "string",
    i18n: true,
    pattern: [pattern, message],
  };
}

/**
 * An item's fields: its id and photo are the same in every language, the rest is text. A text
 * entered once (ENTERED_ONCE) is required in the default language only; src/admin copies it into
 * the other languages that leave it empty.
 */
function listField(
  key: string,
  name: string,
  items: Tree[],
  labels: Labels,
  listLabels: Labels,
  defaultLanguage: string,
) {
  const fieldNames = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const texts = fieldNames.filter((field) => !SAME_IN_EVERY_LANGUAGE.includes(field));
  const itemLabel = (field: string) => labels[`${key}.${field}`] ?? listLabels[field];
  const first = items[0] ?? {};
  const fields: CmsField[] = [
    {
      ...labelled(LIST_ITEM_ID, LIST_ITEM_ID, {
        [LIST_ITEM_ID]: itemLabel(LIST_ITEM_ID) ?? ["Id"],
      }),
      widget: "uuid",
      prefix: "item-",
      i18n: "duplicate",
    },
    ...(LISTS_WITH_PHOTO.includes(key)
      ? [
          {
            ...labelled("photo", "photo", { photo: itemLabel("photo") ?? ["Photo"] }),
            widget: "image",
            required: false,
            i18n: "duplicate",
            // The global folder again, for the public folder "" (the value is the file's name):
            // Sveltia reads a field's public folder only beside a media folder of its own, and
            // takes a global "" for none. So its picker lists the folder twice, as "Field Assets"
            // and "Global Assets" (docs/EDITORS.md says so).
            media_folder: `/${TEAM_PHOTOS_FOLDER}`,
            public_folder: "",
            choose_url: false,
            accept: "image/jpeg,image/png,image/webp",
          },
        ]
      : []),
    ...texts.map((field) => {
      const value = typeof first[field] === "string" ? (first[field] as string) : "";
      const own = itemLabel(field);
      const text = textField(
        `${key}.${field}`,
        field,
        value,
        own ? { [`${key}.${field}`]: own } : {},
      );
      return ENTERED_ONCE[key]?.includes(field) ? { ...text, required: [defaultLanguage] } : text;
    }),
  ];
  const singular = labels[key]?.[2];
  return {
    ...labelled(key, name, labels),
    ...(singular ? { label_singular: singular } : {}),
    widget: "list",
    i18n: "duplicate",
    collapsed: true,
    summary: `{{fields.${texts[0] ?? LIST_ITEM_ID}}}`,
    fields,
  };
}

/** The fields of a group of the default language's file, in the file's order. */
export function textFields(
  tree: Tree,
  labels: Labels,
  listLabels: Labels,
  defaultLanguage: string,
  prefix = "",
): CmsField[] {
  return Object.entries(tree).map(([name, value]): CmsField => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (key === "lang.dir") {
      return {
        ...labelled(key, name, labels),
        widget: "select",
        i18n: true,
        options: ["ltr", "rtl"],
      };
    }
    if (Array.isArray(value))
      return listField(key, name, value.filter(isObject), labels, listLabels, defaultLanguage);
    if (isObject(value)) {
      return {
        ...labelled(key, name, labels),
        widget: "object",
        i18n: true,
        collapsed: prefix !== "",
        fields: textFields(value, labels, listLabels, defaultLanguage, key),
      };
    }
    return textField(key, name, String(value), labels);
  });
}
