/**
 * The drawer's one inline script (rendered after it, see Drawer.tsx), for the time between the
 * first paint and hydration. The browser already opens and closes the drawer from its HTML
 * attributes; this adds what HTML cannot say: a menu item closes it as it scrolls to its
 * section, and a tap on the backdrop closes it where `closedby` is not supported (Safari).
 * After hydration React does the same first and this finds the drawer already closed.
 *
 * Serialised with `Function.prototype.toString` like the pre-paint script: plain ES5, no imports.
 */
export function closeDrawerOnChoice(id: string, d: Document): void {
  d.addEventListener("click", function (event) {
    var drawer = d.getElementById(id) as HTMLDialogElement | null;
    var target = event.target as Element | null;
    if (!drawer || !target || !target.closest) return;
    if (target !== drawer && !(drawer.contains(target) && target.closest("a[href]"))) return;
    if (drawer.open) drawer.close();
    else if (drawer.hidePopover && drawer.matches(":popover-open")) drawer.hidePopover();
  });
}

export function drawerScript(id: string): string {
  return `(${closeDrawerOnChoice.toString()})(${JSON.stringify(id)},document);`;
}
