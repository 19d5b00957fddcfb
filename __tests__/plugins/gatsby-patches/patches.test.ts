/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  PARTYTOWN_BROWSER,
  PARTYTOWN_REQUEST,
  stalePartytownPatch,
} from "../../../plugins/gatsby-patches/patches";

const installed = path.dirname(require.resolve("gatsby/package.json"));
const name = "gatsby/dist/internal-plugins/partytown/gatsby-browser.js";

/** A copy of the installed Partytown plugin's browser file, rewritten by `edit`. */
function copyOfGatsby(edit: (source: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-patches-"));
  const target = path.join(dir, PARTYTOWN_BROWSER);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, edit(fs.readFileSync(path.join(installed, PARTYTOWN_BROWSER), "utf8")));
  return dir;
}

describe("Gatsby patches", () => {
  it("apply to the installed gatsby: its Partytown plugin does nothing in a production browser", () => {
    expect(stalePartytownPatch(installed)).toEqual([]);
  });

  it("stop when the plugin starts working outside development", () => {
    const dir = copyOfGatsby((source) =>
      source.replace(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/, ""),
    );
    expect(stalePartytownPatch(dir)).toEqual([
      `${name}'s onInitialClientRender no longer returns at once outside development`,
    ]);
  });

  it("stop when the plugin gains another browser API", () => {
    const dir = copyOfGatsby((source) => `${source}\nexports.onRouteUpdate = () => {};\n`);
    expect(stalePartytownPatch(dir)).toEqual([`${name} now also exports onRouteUpdate`]);
  });

  it("stop when the file moved", () => {
    expect(stalePartytownPatch(fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-patches-")))).toEqual([
      `${name} no longer exists`,
    ]);
  });

  it("swap only the Partytown plugin's browser file", () => {
    // As Gatsby's generated .cache/api-runner-browser-plugins.js requires it.
    const browser = "../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js";
    expect(PARTYTOWN_REQUEST.test(browser)).toBe(true);
    expect(PARTYTOWN_REQUEST.test(browser.replace("gatsby-browser", "gatsby-ssr"))).toBe(false);
    expect(PARTYTOWN_REQUEST.test(browser.replace("partytown", "prod-404-500"))).toBe(false);
  });
});
