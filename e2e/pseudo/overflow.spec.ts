import { expect, test, type Page } from "@playwright/test";
import { findLayoutDefects } from "../support/layoutDefects";

/**
 * On the pseudo-localized build (accented, ~40% longer strings), no text may overflow its box,
 * be clipped by an ancestor or push the page wider than the viewport, on a phone (390 px) or a
 * desktop (1280 px), in either language, with the drawer closed and open.
 */

const pages = ["/", "/privacy-policy/", "/es/", "/es/privacy-policy/", "/es/missing-page/"];
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function open(page: Page, path: string) {
  // Clear any language cached by an earlier test so unprefixed URLs stay in English.
  await page.addInitScript(() => {
    try {
      window.localStorage.clear();
    } catch {
      // storage blocked: nothing cached either
    }
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
}

for (const viewport of viewports) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of pages) {
      test(`${path} fits`, async ({ page }) => {
        await open(page, path);
        // This is the pseudo-localized build (every string is bracketed).
        await expect(page.locator("main h1, main h2").first()).toContainText("[");
        expect(await page.evaluate(findLayoutDefects, {})).toEqual([]);
      });
    }

    if (viewport.width < 1020) {
      test("the open drawer fits", async ({ page }) => {
        await open(page, "/es/");
        // Until React has hydrated, the button does nothing: retry the click.
        await expect(async () => {
          await page.locator('header button[aria-haspopup="dialog"]').click();
          await expect(page.getByRole("dialog")).toBeVisible({ timeout: 500 });
        }).toPass();
        // Measure where the drawer ends up, not halfway through its slide-in.
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== "running"),
        );
        expect(await page.evaluate(findLayoutDefects, { margins: false })).toEqual([]);
      });
    }
  });
}

test("the check finds clipped, overflowing and overlapping text", async ({ page }) => {
  await open(page, "/");
  await page.evaluate(() => {
    // Outside React's root: hydration (later on a busy machine) would put back the server's
    // markup and drop anything added inside it.
    const fixture = document.createElement("div");
    document.body.append(fixture);
    const over = document.createElement("div");
    over.style.cssText = "position: relative; height: 3em";
    over.innerHTML =
      '<p style="position: absolute; margin: 0">[Ŏṽééŗļååþ]</p><p style="position: absolute; margin: 0 0 0 1em">[Ûñđéŗ]</p>';
    fixture.append(over);
    const clipped = document.createElement("p");
    clipped.style.cssText = "width: 80px; overflow: hidden; white-space: nowrap";
    clipped.textContent = "[Ŵéé ƀûûîîļđ šööƒŧŵååŗéé]";
    const wide = document.createElement("p");
    // The site lets long words break (overflow-wrap on body); this one may not.
    wide.style.cssText = "width: 60px; overflow-wrap: normal";
    wide.textContent = "[Ŗééšþöññššîîƀîîļîîŧýýýý]";
    fixture.append(clipped, wide);
  });
  const defects = await page.evaluate(findLayoutDefects, { margins: false });
  expect(defects.map((defect) => defect.text)).toEqual(
    expect.arrayContaining([
      "[Ŵéé ƀûûîîļđ šööƒŧŵååŗéé]",
      "[Ŗééšþöññššîîƀîîļîîŧýýýý]",
      "[Ŏṽééŗļååþ]",
    ]),
  );
});
