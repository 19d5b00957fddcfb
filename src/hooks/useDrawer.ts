import { useCallback, useEffect, useRef, type MouseEvent } from "react";

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
 * from its HTML attributes, before hydration and after it, so opening the menu re-renders nothing
 * (it used to re-render the whole header for one attribute). This hook only adds what HTML does
 * not: `aria-expanded` on the menu button, the modal dialog where the browser has no invoker
 * commands (a popover opened before hydration becomes modal), and where focus goes on closing.
 */
export function useDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A menu item moves focus to its section; every other way of closing returns it to the button.
  const chosen = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const expanded = (open: boolean) =>
      menuButton.current?.setAttribute("aria-expanded", String(open));
    const sync = () => {
      if (popoverOpen(element)) {
        element.hidePopover();
        element.showModal();
      }
      expanded(element.open);
    };
    const onClose = () => {
      expanded(false);
      if (!chosen.current) menuButton.current?.focus();
      chosen.current = false;
    };
    sync();
    element.addEventListener("toggle", sync);
    element.addEventListener("close", onClose);
    return () => {
      element.removeEventListener("toggle", sync);
      element.removeEventListener("close", onClose);
    };
  }, []);

  /** The menu button, where the browser does not open the dialog itself: modal, as everywhere. */
  const show = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    const element = dialog.current;
    if (!element || runsCommands(event.currentTarget)) return;
    event.preventDefault();
    if (!element.open) element.showModal();
    menuButton.current?.setAttribute("aria-expanded", "true");
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
