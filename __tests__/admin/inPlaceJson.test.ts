import { inPlaceJson } from "../../src/admin/inPlaceJson";
import { shipped as read } from "../../harness/shipped";

describe("the JSON the CMS writes", () => {
  it.each([
    "locales/en/translations.json",
    "locales/es/translations.json",
    "src/config/company.json",
  ])("is %s byte for byte when nothing changed", (file) => {
    const format = inPlaceJson();
    expect(format.toFile(format.fromFile(read(file)))).toBe(read(file));
  });

  it("puts every key back where the file had it, whatever order the CMS hands them in", () => {
    const format = inPlaceJson();
    format.fromFile('{"a":1,"unknown":{"y":1,"x":2},"list":[{"id":"p","name":"P"}],"b":2}');
    // As the CMS hands it over: its configuration's order, keys it does not know moved last.
    const reordered = { a: 1, b: 3, list: [{ name: "Q", id: "q" }], unknown: { x: 2, y: 1 } };
    expect(format.toFile(reordered)).toBe(
      `${JSON.stringify({ a: 1, unknown: { y: 1, x: 2 }, list: [{ id: "q", name: "Q" }], b: 3 }, null, 2)}\n`,
    );
  });

  it("keeps a key the file did not have after the others, where the CMS put it", () => {
    const format = inPlaceJson();
    format.fromFile('{"member":{"id":"a","name":"A"}}');
    expect(format.toFile({ member: { photo: "a.jpg", id: "a", name: "A" } })).toBe(
      `${JSON.stringify({ member: { id: "a", name: "A", photo: "a.jpg" } }, null, 2)}\n`,
    );
  });
});
