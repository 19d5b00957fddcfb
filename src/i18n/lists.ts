/**
 * The lists on the pages (headline figures, technology cards, product features, team members, the
 * privacy policy's sections) are data editors add to, remove from and reorder: each is an array of
 * items in every locale file, in the order the page shows them. An item's `id` names it across
 * languages (and is the privacy sections' link anchor); `photo` is a team member's picture in
 * src/images/team. Those fields are the same in every language: the locale check requires it, and
 * the CMS writes them to every language at once. Every other field is text.
 */
export const LIST_ITEM_ID = "id";

/** Fields of a list item that are not words: the same in every language, never translated. */
export const SAME_IN_EVERY_LANGUAGE: readonly string[] = [LIST_ITEM_ID, "photo"];

/**
 * Text fields of list items that are usually the same in every language (a person's name), by
 * list: written once, in the default language, and copied by the CMS into another language that
 * leaves it empty when saving. A language that writes its own (another script, another spelling)
 * keeps it.
 */
export const ENTERED_ONCE: Readonly<Record<string, readonly string[]>> = {
  "sections.team.members": ["name"],
};

/** An item's `id`: letters, digits and dashes, starting with a lowercase letter (`team-lead`). */
export const LIST_ITEM_ID_PATTERN = /^[a-z][a-zA-Z0-9-]*$/;

/** Where team members' photos live, relative to the project; `photo` is a file name in it. */
export const TEAM_PHOTOS_FOLDER = "src/images/team";

/** The lists whose items may have a `photo` (the CMS offers the field even when none has one). */
export const LISTS_WITH_PHOTO: readonly string[] = ["sections.team.members"];

/**
 * A list read with `t(key, { returnObjects: true })`, or no items while a page waits for its
 * strings (the fallback loader): `t()` then returns the key, which is not a list.
 */
export function listItems<Item extends { id: string }>(value: readonly Item[]): readonly Item[] {
  return Array.isArray(value) ? value : [];
}
