/**
 * The drawer's one inline script (rendered after it, see Drawer.tsx). It runs from the first
 * paint, before any bundle, and stays in charge after hydration; React (useDrawer) only adds
 * where focus goes. The browser already opens and closes the drawer from its
 * HTML attributes (that is all a visitor without JavaScript gets); this adds:
 *
 * - Paint first, then modal. Opening a modal dialog makes the rest of the page inert, and the
 *   browser restyles the whole page for it before it can paint the drawer: measured at 11x CPU
 *   (a low-tier phone) right after the first paint, the tap took 100-170 ms to the painted drawer.
 *   So the drawer is shown as a popover (only its own subtree is styled), and made modal in the
 *   task after that frame: the visitor sees it one restyle sooner, and it is modal (focus inside,
 *   page inert, Escape, a tap outside) from then on.
 * - A menu item closes it as it scrolls to its section; a tap on the backdrop closes it where
 *   `closedby` is not supported (Safari); so does the close button once it is modal there (its
 *   `popovertarget` only hides popovers).
 *
 * Serialised with `Function.prototype.toString` like the pre-paint script: plain ES5, no imports.
 */
export function enhanceDrawer(id: string, d: Document, w: Window): void {
  var drawer = d.getElementById(id) as (HTMLDialogElement & { drawerEnhanced?: boolean }) | null;
  if (!drawer || drawer.drawerEnhanced) return;
  drawer.drawerEnhanced = true;
  var panel: HTMLDialogElement = drawer;
  var popovers = typeof panel.showPopover === "function";
  var popoverOpen = function () {
    try {
      return panel.matches(":popover-open");
    } catch (e) {
      return false; // a browser without popovers does not know the selector
    }
  };
  if (popovers) {
    // The menu button's `command="show-modal"` (invoker commands): a popover now, modal after paint.
    panel.addEventListener("command", function (event) {
      if ((event as Event & { command?: string }).command !== "show-modal") return;
      event.preventDefault();
      if (!panel.open && !popoverOpen()) panel.showPopover();
    });
    // Opened as a popover, by the listener above or by `popovertarget` (browsers without commands).
    panel.addEventListener("toggle", function (event) {
      if ((event as Event & { newState?: string }).newState !== "open" || !popoverOpen()) return;
      w.requestAnimationFrame(function () {
        w.setTimeout(function () {
          if (!popoverOpen()) return; // closed in the meantime
          // A keyboard may already have moved into it: hiding gives focus back to the menu
          // button and showModal focuses the first control, so keep the visitor's place.
          var focused = d.activeElement as HTMLElement | null;
          var keep = focused && panel.contains(focused) ? focused : null;
          // Moving focus restyles the drawer while it is hidden, which restarts its slide-in:
          // carry the animation's progress over.
          var sliding = panel.getAnimations ? panel.getAnimations() : [];
          var progress = sliding[0] ? sliding[0].currentTime : null;
          panel.hidePopover();
          panel.showModal();
          if (keep) keep.focus();
          var restarted = progress !== null ? panel.getAnimations() : [];
          if (restarted[0]) restarted[0].currentTime = progress;
        }, 0);
      });
    });
  }
  d.addEventListener("click", function (event) {
    var target = event.target as Element | null;
    if (!target || !target.closest) return;
    var inside = panel.contains(target);
    var closes =
      target === panel ||
      (inside && !!target.closest("a[href]")) ||
      (inside && !!target.closest('button[popovertargetaction="hide"]'));
    if (!closes) return;
    if (panel.open) panel.close();
    else if (popoverOpen()) panel.hidePopover();
  });
}

export function drawerScript(id: string): string {
  return `(${enhanceDrawer.toString()})(${JSON.stringify(id)},document,window);`;
}
