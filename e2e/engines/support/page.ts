/**
 * Small in-page helpers shared by the engine specs. Each runs in the page (serialised by the
 * driver), so each is self-contained.
 */
import { expect } from "@playwright/test";
import { HEADER_HEIGHT } from "../../support/site";
import type { Tab } from "./engines";

export const MENU_BUTTON = 'header button[aria-haspopup="dialog"]';

export const isHydrated = (tab: Tab) =>
  tab.evaluate(() => performance.getEntriesByName("onInitialClientRender").length > 0, undefined);

/** How the drawer is shown: as a modal dialog, as a popover, or not at all. */
export function drawerState(): {
  shown: "modal" | "popover" | "closed";
  left: number;
  width: number;
  viewport: number;
} {
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  const box = dialog.getBoundingClientRect();
  const shown = dialog.matches(":modal")
    ? "modal"
    : dialog.matches(":popover-open")
      ? "popover"
      : "closed";
  return {
    shown,
    left: Math.round(box.left),
    width: Math.round(box.width),
    viewport: document.documentElement.clientWidth,
  };
}

/** The top of an element relative to the viewport (synchronous: it also runs with JavaScript off). */
export function topOf(id: string): number {
  return Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN);
}

/** Waits until `#id` has settled just under the fixed header (± 2 px) after a scroll. */
export async function expectUnderHeader(tab: Tab, id: string): Promise<void> {
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await tab.evaluate(topOf, id);
        const settled = top === previous && Math.abs(top - HEADER_HEIGHT) <= 2;
        previous = top;
        return settled ? "just under the header" : `top at ${top} px`;
      },
      { message: `#${id} should settle ${HEADER_HEIGHT} px from the top`, timeout: 15_000 },
    )
    .toBe("just under the header");
}

/** Where the page is and what it says about itself (`keys`: the site's storage keys). */
export function pageState(keys: { language: string }): {
  path: string;
  hash: string;
  lang: string;
  stored: string | null;
  focused: string;
} {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(keys.language);
  } catch {
    // storage unavailable: nothing stored
  }
  return {
    path: location.pathname,
    hash: location.hash,
    lang: document.documentElement.lang,
    stored,
    focused: document.activeElement?.id ?? "",
  };
}
