import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { SHIPPED_DIR } from "../../harness/shipped";
import { hydrated } from "../support/fixtures";
import { findLayoutDefects, type LayoutDefect } from "../support/layoutDefects";
import { VIEWPORTS, localized, pages, viewportName } from "../support/site";
import { origin } from "./support";

/**
 * Every page in every shipped language at every width of the matrix: no sideways scrolling, no
 * text out of its box, clipped or overlapping, and equal margins on both sides (WCAG 1.4.10 Reflow
 * asks for no two-dimensional scrolling at 320 CSS px; axe cannot see it). On this suite's build of
 * the content as shipped: how long editors' texts grow is theirs, and never stops a publish.
 */
const shippedLanguages = fs.readdirSync(path.join(SHIPPED_DIR, "locales"));

async function open(page: Page, url: string) {
  await page.goto(origin() + url);
  await hydrated(page);
}

test.describe("layout across the width matrix", () => {
  for (const lng of shippedLanguages) {
    for (const kind of pages) {
      const url = localized(kind.path, lng);
      test(`${url} (${kind.name}, ${lng}) fits every width`, async ({ page }) => {
        await page.setViewportSize(VIEWPORTS[0]);
        await open(page, url);
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
      for (const url of checkPages) {
        await open(page, url);
        const size = await page.evaluate(() => getComputedStyle(document.body).fontSize);
        expect(size, "the body text doubled").toBe("34px");
        // Polled: the layout settles after the enlarged text has been laid out.
        await expect.poll(() => page.evaluate(findLayoutDefects, {}), { message: url }).toEqual([]);
      }
    });
  }

  // WCAG 1.4.12's text spacing, applied by a visitor's stylesheet.
  for (const width of [320, 1280]) {
    test(`WCAG text spacing fits at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const url of checkPages) {
        await open(page, url);
        await page.addStyleTag({
          content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
            word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`,
        });
        expect(await page.evaluate(findLayoutDefects, {}), url).toEqual([]);
      }
    });
  }
});

// A rule of the card (`p { margin: 0 }`) once outweighed the section's own margin, so the phone's
// opening hours sat against the number. jsdom cannot tell which rule wins; the browser can.
test("the phone's opening hours stand apart from the number", async ({ page }) => {
  await open(page, "/");
  const hours = page.locator("#contact a[href^='tel:'] + p");
  await expect(hours).toBeVisible();
  const gap = await hours.evaluate((p) => getComputedStyle(p).marginTop);
  expect(Number.parseFloat(gap)).toBeGreaterThan(0);
});
