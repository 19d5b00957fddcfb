import { closeDrawerOnChoice, drawerScript } from "../../src/components/layout/drawerScript";

/**
 * A drawer as the static HTML has it, in a document of its own (the script listens on the
 * document), opened the way the browser's command opens it.
 */
function openDrawer(listen: (doc: Document) => void) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<dialog id="menu"><h2>Menu</h2><nav><a href="#team">Team</a></nav></dialog>`;
  listen(doc);
  const dialog = doc.getElementById("menu") as HTMLDialogElement;
  dialog.showModal();
  return dialog;
}

describe("the drawer's inline script (before hydration)", () => {
  it("closes the drawer when a menu item is chosen", () => {
    const dialog = openDrawer((doc) => closeDrawerOnChoice("menu", doc));
    (dialog.querySelector("a") as HTMLAnchorElement).click();
    expect(dialog.open).toBe(false);
  });

  it("closes it on a click on the backdrop (the dialog element itself)", () => {
    const dialog = openDrawer((doc) => closeDrawerOnChoice("menu", doc));
    dialog.click();
    expect(dialog.open).toBe(false);
  });

  it("leaves it open on a click inside the panel away from the items", () => {
    const dialog = openDrawer((doc) => closeDrawerOnChoice("menu", doc));
    (dialog.querySelector("h2") as HTMLElement).click();
    expect(dialog.open).toBe(true);
  });

  it("is shipped as the same function, runnable on its own", () => {
    const dialog = openDrawer((doc) => {
      // The shipped text names the global `document`; run it against this test's document.
      new Function("document", drawerScript("menu"))(doc);
    });
    (dialog.querySelector("a") as HTMLAnchorElement).click();
    expect(dialog.open).toBe(false);
  });
});
