/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PARTYTOWN_DIR, removeUnusedPartytown } from "../../../plugins/serving/partytown";

let dir: string;
const write = (name: string, content: string) => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "partytown-"));
  write(`${PARTYTOWN_DIR}/partytown-sw.js`, "self.addEventListener('fetch', () => {});");
  write(`${PARTYTOWN_DIR}/debug/partytown.js`, "/* debug */");
  write("index.html", "<!doctype html><html><head><title>Home</title></head></html>");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("Gatsby's Partytown copy", () => {
  it("is removed when no page uses it", () => {
    expect(removeUnusedPartytown(dir)).toBe(true);
    expect(fs.existsSync(path.join(dir, PARTYTOWN_DIR))).toBe(false);
    expect(fs.existsSync(path.join(dir, "index.html"))).toBe(true);
  });

  it("stays when a page carries Partytown's snippet", () => {
    write(
      "es/index.html",
      '<html><head><script>/* Partytown 0.7.6 */</script><script type="text/partytown">x()</script></head></html>',
    );
    expect(removeUnusedPartytown(dir)).toBe(false);
    expect(fs.existsSync(path.join(dir, PARTYTOWN_DIR, "partytown-sw.js"))).toBe(true);
  });

  it("is left alone when the build has none", () => {
    fs.rmSync(path.join(dir, PARTYTOWN_DIR), { recursive: true });
    expect(removeUnusedPartytown(dir)).toBe(false);
  });
});
