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
