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
 * Plain ES5 text, shipped as written, like the pre-paint script (src/i18n/prePaint.ts).
 */
const ENHANCE_DRAWER = String.raw`function (id, d, w) {
  var drawer = d.getElementById(id);
  if (!drawer || drawer.drawerEnhanced) return;
  drawer.drawerEnhanced = true;
  var panel = drawer;
  var popovers = typeof panel.showPopover === "function";
  var popoverOpen = function () {
    try {
      return panel.matches(":popover-open");
    } catch (e) {
      return false; // a browser without popovers does not know the selector
    }
  };
  if (popovers) {
    // The menu button's "command=show-modal" (invoker commands): a popover now, modal after paint.
    panel.addEventListener("command", function (event) {
      if (event.command !== "show-modal") return;
      event.preventDefault();
      if (!panel.open && !popoverOpen()) panel.showPopover();
    });
    // Opened as a popover, by the listener above or by popovertarget (browsers without commands).
    panel.addEventListener("toggle", function (event) {
      if (event.newState !== "open" || !popoverOpen()) return;
      w.requestAnimationFrame(function () {
        w.setTimeout(function () {
          if (!popoverOpen()) return; // closed in the meantime
          // A keyboard may already have moved into it: hiding gives focus back to the menu
          // button and showModal focuses the first control, so keep the visitor's place.
          var focused = d.activeElement;
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
    var target = event.target;
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
}`;

export function drawerScript(id: string): string {
  return `(${ENHANCE_DRAWER})(${JSON.stringify(id)},document,window);`;
}

/**
 * Runs the script where the page's HTML did not: `gatsby develop` renders in the browser only,
 * and a script React inserts never runs. In a built page it has run already, and this does nothing.
 */
export function ensureDrawerScript(id: string, d: Document): void {
  const drawer = d.getElementById(id) as (HTMLElement & { drawerEnhanced?: boolean }) | null;
  if (!drawer || drawer.drawerEnhanced) return;
  const script = d.createElement("script");
  script.textContent = drawerScript(id);
  d.body.append(script);
}
