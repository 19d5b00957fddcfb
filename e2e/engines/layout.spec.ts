import { test, expect } from "./support/fixtures";
import { shotPath } from "./support/engines";
import { isHydrated } from "./support/page";
import { findLayoutDefects, type LayoutDefect } from "../support/layoutDefects";
import { VIEWPORTS, viewportName } from "../support/site";

/**
 * The width matrix in each engine. Chromium walks the whole matrix on every page and language in
 * e2e/languages/layout.spec.ts; here each engine walks the phone widths where the layouts broke, a tablet,
 * a laptop and a landscape phone on one page of each kind (Firefox with classic scrollbars, so
 * a 390 px window lays out at 378 px).
 */
const ENGINE_WIDTHS = [320, 360, 375, 390, 768, 1280, 844];
const viewports = VIEWPORTS.filter((viewport) => ENGINE_WIDTHS.includes(viewport.width));
const NOT_FOUND = /404|Not Found/i;

for (const path of ["/", "/es/privacy-policy/", "/no-such-page/"]) {
  test(`${path} fits every width`, async ({ open, allowed }) => {
    if (path.includes("no-such")) allowed.push(NOT_FOUND);
    const tab = await open();
    await tab.setViewport(viewports[0]!);
    await tab.goto(path);
    await expect.poll(() => isHydrated(tab)).toBe(true);
    const found: Record<string, LayoutDefect[]> = {};
    for (const viewport of viewports) {
      await tab.setViewport(viewport);
      const defects = await tab.evaluate(findLayoutDefects, {});
      if (defects.length > 0) found[viewportName(viewport)] = defects;
    }
    expect(found).toEqual({});
  });
}

/** With SHOTS_DIR set, each page for a person to look at (docs/TESTING.md says how). */
test("screenshots", async ({ open, engineName, allowed }) => {
  test.skip(!process.env.SHOTS_DIR, "set SHOTS_DIR to take them");
  allowed.push(NOT_FOUND);
  test.setTimeout(600_000);
  for (const colorScheme of ["light", "dark"] as const) {
    const tab = await open({ colorScheme });
    for (const url of ["/", "/privacy-policy/", "/no-such-page/", "/es/", "/es/privacy-policy/"]) {
      for (const width of [320, 390, 1280]) {
        await tab.setViewport({ width, height: width < 1000 ? 800 : 900 });
        await tab.goto(url);
        await expect.poll(() => isHydrated(tab)).toBe(true);
        const name = `${url.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${width}-${colorScheme}`;
        await tab.screenshot(shotPath(engineName, name)!);
      }
    }
  }
});
