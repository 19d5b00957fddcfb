import { test, expect, hydrated, NOT_FOUND_LOAD } from "./support/fixtures";
import { findLayoutDefects, type LayoutDefect } from "./support/layoutDefects";
import { VIEWPORTS, languages, localized, pages, viewportName } from "./support/site";

/**
 * Every page in every language at every width of the matrix: no sideways scrolling, no text out
 * of its box, clipped or overlapping, and equal margins on both sides (WCAG 1.4.10 Reflow asks
 * for no two-dimensional scrolling at 320 CSS px; axe cannot see it).
 */
test.describe("layout across the width matrix", () => {
  for (const lng of languages) {
    for (const kind of pages) {
      const path = localized(kind.path, lng);
      test(`${path} (${kind.name}, ${lng}) fits every width`, async ({ page, guard }) => {
        if (kind.status === 404) guard.expectConsoleError(NOT_FOUND_LOAD);
        await page.setViewportSize(VIEWPORTS[0]);
        await page.goto(path);
        await hydrated(page);
        const found: Record<string, LayoutDefect[]> = {};
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          const defects = await page.evaluate(findLayoutDefects, {});
          if (defects.length > 0) found[viewportName(viewport)] = defects;
        }
        expect(found).toEqual({});
      });
    }
  }
});

/**
 * Text size and spacing, as a visitor sets them. Browser zoom needs no test of its own: it is a
 * narrower viewport in CSS px (400 % at 1280 px is the matrix's 320 px).
 */
test.describe("layout under the visitor's settings", () => {
  const checkPages = ["/", "/es/privacy-policy/"];

  // Text only, 200 % (WCAG 1.4.4): the browser's default font size doubled, as a visitor sets it.
  // The breakpoints are in em, so at 1280 px the page takes the layout it has at 640 px.
  for (const width of [320, 1280]) {
    test(`text at 200 % fits at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
      for (const path of checkPages) {
        await page.goto(path);
        await hydrated(page);
        const size = await page.evaluate(() => getComputedStyle(document.body).fontSize);
        expect(size, "the body text doubled").toBe("34px");
        // Polled: the layout settles after the enlarged text has been laid out.
        await expect
          .poll(() => page.evaluate(findLayoutDefects, {}), { message: path })
          .toEqual([]);
      }
    });
  }

  // WCAG 1.4.12's text spacing, applied by a visitor's stylesheet.
  for (const width of [320, 1280]) {
    test(`WCAG text spacing fits at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of checkPages) {
        await page.goto(path);
        await hydrated(page);
        await page.addStyleTag({
          content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
            word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`,
        });
        expect(await page.evaluate(findLayoutDefects, {}), path).toEqual([]);
      }
    });
  }
});

// A rule of the card (`p { margin: 0 }`) once outweighed the section's own margin, so the phone's
// opening hours sat against the number. jsdom cannot tell which rule wins; the browser can.
test("the phone's opening hours stand apart from the number", async ({ page }) => {
  await page.goto("/");
  const hours = page.locator("#contact a[href^='tel:'] + p");
  await expect(hours).toBeVisible();
  const gap = await hours.evaluate((p) => getComputedStyle(p).marginTop);
  expect(Number.parseFloat(gap)).toBeGreaterThan(0);
});
