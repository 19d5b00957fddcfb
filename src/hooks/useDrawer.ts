import { useCallback, useEffect, useRef, type MouseEvent } from "react";
import { ensureDrawerScript } from "../components/layout/drawerScript";

function popoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false; // a browser without popovers does not know the selector
  }
}

/** The browser itself runs `commandfor`/`command` on this button (invoker commands). */
function runsCommands(button: HTMLButtonElement | null): boolean {
  return !!button?.hasAttribute("commandfor") && "commandForElement" in HTMLButtonElement.prototype;
}

/**
 * The drawer's state lives in the DOM, never in React: the browser opens and closes the dialog
 * from its HTML attributes, and the drawer's inline script (drawerScript.ts) shows it as a
 * popover and makes it modal after that paint, before hydration and after it, so opening the
 * menu re-renders nothing. This hook only adds what neither does: a modal dialog in a browser
 * without popovers, and where focus goes on closing. (The browser exposes the menu button's
 * expanded state from its `popovertarget`/`command`; ARIA in HTML forbids `aria-expanded` there.)
 */
export function useDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A menu item moves focus to its section; every other way of closing returns it to the button.
  const chosen = useRef(false);
  // Whether it was open when last seen, so that a close is handled once (dialogs fire both
  // `toggle` and `close`).
  const wasOpen = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    ensureDrawerScript(element.id, document);
    // Open as a popover or as a modal dialog; closed by `close` (a dialog) or `toggle` (a popover
    // dismissed by a tap outside before it became modal). Making it modal is no closing.
    const sync = () => {
      const open = element.open || popoverOpen(element);
      if (wasOpen.current && !open) {
        if (!chosen.current) menuButton.current?.focus();
        chosen.current = false;
      }
      wasOpen.current = open;
    };
    sync();
    element.addEventListener("toggle", sync);
    element.addEventListener("close", sync);
    return () => {
      element.removeEventListener("toggle", sync);
      element.removeEventListener("close", sync);
    };
  }, []);

  /** The menu button, in a browser that has neither invoker commands nor popovers. */
  const show = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    const element = dialog.current;
    if (!element || runsCommands(event.currentTarget) || typeof element.showPopover === "function")
      return;
    event.preventDefault();
    if (!element.open) element.showModal();
    wasOpen.current = true;
  }, []);

  /** Close button, backdrop: the dialog's `close` event does the rest. */
  const close = useCallback((event?: MouseEvent<HTMLElement>) => {
    if (event?.currentTarget instanceof HTMLButtonElement && runsCommands(event.currentTarget))
      return;
    event?.preventDefault();
    dialog.current?.close();
  }, []);

  /** A menu item: close synchronously, so the page is no longer inert when the section scrolls. */
  const choose = useCallback(() => {
    const element = dialog.current;
    if (!element?.open) return;
    chosen.current = true;
    element.close();
  }, []);

  return { dialog, menuButton, show, close, choose };
}
