/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  MODULE_SHIMS,
  PATCHED_PACKAGE,
  shimFor,
  shimmedRequests,
  stalePatches,
} from "../../../plugins/i18n-patches/patches";

const installed = path.dirname(require.resolve(`${PATCHED_PACKAGE}/package.json`));

/** A copy of the installed plugin's patched files, to break on purpose. */
function copyOfPlugin(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "i18n-patches-"));
  for (const { from, file } of MODULE_SHIMS) {
    const target = path.join(dir, from, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(installed, from, file), target);
  }
  return dir;
}

describe("i18n plugin patches", () => {
  it("all apply to the installed gatsby-plugin-react-i18next", () => {
    expect(stalePatches(installed, MODULE_SHIMS)).toEqual([]);
  });

  it("name the file when a patched file moved", () => {
    const dir = copyOfPlugin();
    fs.rmSync(path.join(dir, "gatsby-ssr.js"));
    expect(stalePatches(dir, MODULE_SHIMS)).toEqual([
      `${PATCHED_PACKAGE}/gatsby-ssr.js no longer exists`,
    ]);
  });

  it("name the request when a patched file stopped making it", () => {
    const dir = copyOfPlugin();
    const browser = path.join(dir, "gatsby-browser.js");
    fs.writeFileSync(browser, 'exports.wrapPageElement = require("./dist/esm/wrapPageElement");');
    expect(stalePatches(dir, MODULE_SHIMS)).toEqual([
      `${PATCHED_PACKAGE}/gatsby-browser.js no longer requires "./dist/plugin/wrapPageElement"`,
    ]);
  });

  it("swap a request only when it comes from the patched folder", () => {
    const request = "./dist/plugin/wrapPageElement";
    const pattern = shimmedRequests(MODULE_SHIMS);
    expect(pattern.test(request)).toBe(true);
    expect(pattern.test(`${request}.js`)).toBe(false);
    expect(shimFor(MODULE_SHIMS, installed, request, installed)?.shim).toBe("wrapPageElement.ts");
    expect(shimFor(MODULE_SHIMS, installed, request, path.join(installed, "dist"))).toBe(undefined);
    expect(shimFor(MODULE_SHIMS, installed, request, "/work/src/components")).toBe(undefined);
  });
});
