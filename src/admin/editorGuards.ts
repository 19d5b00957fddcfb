// internals: @sveltia/cms — its controls found by shortcut, class and icon names
/**
 * What Sveltia CMS (0.221.1) does without asking, asked here, and where its error list points,
 * gone to. Its local mode keeps no draft backup (its backup needs a signed-in repository's
 * database), so leaving an entry loses its unsaved edits; its list items go on one click; and
 * choosing an error in "Show Errors" opens the groups above the field but does not reach a field
 * the editor has not drawn yet (it draws a group's fields as they scroll into view).
 *
 * Sveltia offers no hooks for these, so this finds its controls by what does not depend on the
 * interface's language: a keyboard shortcut, class and icon names, and the data attributes it
 * scrolls by.
 * The CMS tests (e2e/cms/guards.spec.ts) fail if an upgrade moves them.
 */

export type GuardMessages = {
  /** Asked before leaving an entry with unsaved changes. */
  leave: string;
  /** Asked before removing a list item; `{{item}}` is the item's summary. */
  remove: string;
  /** `{{item}}` for an item with no text yet. */
  unnamed: string;
};

/** Sveltia's preferences (its Settings), in localStorage. */
const PREFS_KEY = "sveltia-cms.prefs";
/** Set once the site's defaults are in, so an editor's own later choice in Settings stands. */
const DEFAULTS_KEY = "site-cms.preference-defaults";
const DEFAULTS_VERSION = "1";

/**
 * Keep the entry open after saving (Sveltia closes it and every group by default), and let
 * Escape close menus and dialogs only, not the entry with its edits.
 */
export function preferSiteDefaults(storage: Storage): void {
  try {
    if (storage.getItem(DEFAULTS_KEY) === DEFAULTS_VERSION) return;
    const prefs = JSON.parse(storage.getItem(PREFS_KEY) ?? "{}") as Record<string, unknown>;
    storage.setItem(
      PREFS_KEY,
      JSON.stringify({ ...prefs, closeOnSave: false, closeWithEscape: false }),
    );
    storage.setItem(DEFAULTS_KEY, DEFAULTS_VERSION);
  } catch {
    // Storage refused (a browser setting): Sveltia then runs on its own defaults.
  }
}

/** The editor's Save button (Ctrl+S, ⌘+S on a Mac): enabled once the entry has unsaved changes. */
function hasUnsavedChanges(document: Document): boolean {
  const save = document.querySelector<HTMLButtonElement>('button[aria-keyshortcuts$="+S"]');
  return save !== null && !save.disabled;
}

/** The editor's ← (Sveltia's back button), not a dialog's own. */
const isLeaveButton = (button: Element) =>
  button.matches("button.back") && !button.closest('[role="dialog"]');

/** A list item's × (its icon is Material Symbols' `close`), on the item's own bar. */
const isRemoveItemButton = (button: Element) =>
  button.matches(".item > .header button") &&
  button.querySelector(".icon")?.textContent?.trim() === "close";

/** What the item is called on screen: its summary when closed, its first text when open. */
function itemName(button: Element): string {
  const item = button.closest(".item");
  const summary = item?.querySelector(".item-body > .summary")?.textContent?.trim();
  if (summary) return summary;
  const first = item?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    ".item-body input[type=text], .item-body textarea",
  );
  return first?.value.trim() ?? "";
}

/**
 * Before the entry is left with unsaved changes (its ←, or closing or reloading the tab) and
 * before a list item is removed, the editor is asked. Clicks are caught on `window` while they
 * capture, before the CMS's own handlers see them.
 */
export function guardEditor(
  window: Window,
  messages: GuardMessages,
  ask: (question: string) => boolean,
): void {
  const { document } = window;
  window.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest?.("button");
      if (!button) return;
      const question = isLeaveButton(button)
        ? hasUnsavedChanges(document) && messages.leave
        : isRemoveItemButton(button) &&
          messages.remove.replace("{{item}}", itemName(button) || messages.unnamed);
      if (question && !ask(question)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    { capture: true },
  );
  window.addEventListener("beforeunload", (event) => {
    if (hasUnsavedChanges(document)) event.preventDefault();
  });
}

/** The field at `keyPath` in one language's side of the editor, if drawn. */
function drawnField(document: Document, locale: string, keyPath: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `.content-editor .pane[data-mode="edit"][data-locale="${CSS.escape(locale)}"] ` +
      `.field[data-key-path="${CSS.escape(keyPath)}"]`,
  );
}

const nextFrame = (window: Window) =>
  new Promise<void>((resolve) => window.setTimeout(resolve, 100));

/**
 * Scrolls to a field the CMS's error list points at and puts the cursor in it: while the field
 * is not drawn, the last field drawn in its nearest drawn group is scrolled to the top, which
 * draws the next ones (about 5 s at most, then it gives up where it is).
 */
export async function revealField(window: Window, locale: string, keyPath: string): Promise<void> {
  const parts = keyPath.split(".");
  for (let attempt = 0; attempt < 50; attempt++) {
    await nextFrame(window);
    const field = drawnField(window.document, locale, keyPath);
    if (field) {
      field.scrollIntoView({ block: "center" });
      field
        .querySelector<HTMLElement>(".field-wrapper :is(input, textarea, [contenteditable=true])")
        ?.focus({ preventScroll: true });
      return;
    }
    for (let depth = parts.length - 1; depth > 0; depth--) {
      const group = drawnField(window.document, locale, parts.slice(0, depth).join("."));
      if (!group) continue;
      const drawn = group.querySelectorAll<HTMLElement>(".field");
      // To the top: what follows it comes into view, and is drawn.
      (drawn[drawn.length - 1] ?? group).scrollIntoView({ block: "start" });
      break;
    }
  }
}

/** Follows the CMS's own message for "go to this field" (sent by its error list). */
export function followErrorLinks(window: Window): void {
  window.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as
      { type?: string; payload?: { locale?: unknown; keyPath?: unknown } } | undefined;
    if (event.source !== window || data?.type !== "highlight-editor-field") return;
    const { locale, keyPath } = data.payload ?? {};
    if (typeof locale === "string" && typeof keyPath === "string") {
      void revealField(window, locale, keyPath);
    }
  });
}
