import { drawerScript } from "../../src/components/layout/drawerScript";

/** The shipped text, run against `doc` (it names the globals `document` and `window`). */
const enhanceDrawer = (id: string, doc: Document, win: Window) =>
  new Function("document", "window", drawerScript(id))(doc, win) as void;

/**
 * A drawer as the static HTML has it, in a document of its own (the script listens on the
 * document), opened the way the browser's command opens it.
 */
function openDrawer(listen: (doc: Document) => void) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML =
    `<dialog id="menu"><h2>Menu</h2><button popovertarget="menu" popovertargetaction="hide">` +
    `Close</button><nav><a href="#team">Team</a></nav></dialog>`;
  listen(doc);
  const dialog = doc.getElementById("menu") as HTMLDialogElement;
  dialog.showModal();
  return dialog;
}

describe("the drawer's inline script", () => {
  it("closes the drawer when a menu item is chosen", () => {
    const dialog = openDrawer((doc) => enhanceDrawer("menu", doc, window));
    (dialog.querySelector("a") as HTMLAnchorElement).click();
    expect(dialog.open).toBe(false);
  });

  it("closes it on a click on the backdrop (the dialog element itself)", () => {
    const dialog = openDrawer((doc) => enhanceDrawer("menu", doc, window));
    dialog.click();
    expect(dialog.open).toBe(false);
  });

  it("closes it on the close button where its popovertarget cannot close a modal dialog", () => {
    const dialog = openDrawer((doc) => enhanceDrawer("menu", doc, window));
    (dialog.querySelector("button") as HTMLButtonElement).click();
    expect(dialog.open).toBe(false);
  });

  it("leaves it open on a click inside the panel away from the items", () => {
    const dialog = openDrawer((doc) => enhanceDrawer("menu", doc, window));
    (dialog.querySelector("h2") as HTMLElement).click();
    expect(dialog.open).toBe(true);
  });

  it("listens once however often it is asked (the script, then useDrawer after hydration)", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<dialog id="menu"></dialog>`;
    const listen = jest.spyOn(doc, "addEventListener");
    enhanceDrawer("menu", doc, window);
    enhanceDrawer("menu", doc, window);
    expect(listen.mock.calls.filter(([type]) => type === "click")).toHaveLength(1);
  });
});
