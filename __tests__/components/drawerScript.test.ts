import { drawerScript } from "../../src/components/layout/drawerScript";

/** The shipped text, run against `doc` (it names the globals `document` and `window`). */
const enhanceDrawer = (id: string, doc: Document, win: Window) =>
  new Function("document", "window", drawerScript(id))(doc, win) as void;

describe("the drawer's inline script", () => {
  it("listens once however often it is asked (the script, then useDrawer after hydration)", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<dialog id="menu"></dialog>`;
    const listen = jest.spyOn(doc, "addEventListener");
    enhanceDrawer("menu", doc, window);
    enhanceDrawer("menu", doc, window);
    expect(listen.mock.calls.filter(([type]) => type === "click")).toHaveLength(1);
  });
});
