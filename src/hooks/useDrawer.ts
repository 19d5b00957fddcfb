import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";

function popoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false; // a browser without popovers does not know the selector
  }
}

/**
 * The drawer's state lives in the DOM: the browser opens the dialog from its HTML attributes
 * before React is there, so React reads the dialog instead of owning an `open` flag. After
 * hydration every browser gets the same modal dialog (`showModal`): focus moves in, the page
 * behind is inert, Escape closes it. A drawer opened before hydration stays open; one opened as a
 * popover (browsers without invoker commands) becomes modal.
 */
export function useDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // A menu item moves focus to its section; every other way of closing returns it to the button.
  const chosen = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const sync = () => {
      if (popoverOpen(element)) {
        element.hidePopover();
        element.showModal();
      }
      setOpen(element.open);
    };
    const onClose = () => {
      setOpen(false);
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

  /** The menu button's click: React opens the dialog itself (the same way in every browser). */
  const show = useCallback((event: MouseEvent) => {
    event.preventDefault();
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    setOpen(true);
  }, []);

  /** Close button, backdrop: the dialog's `close` event does the rest. */
  const close = useCallback((event?: MouseEvent) => {
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

  return { dialog, menuButton, open, show, close, choose };
}
