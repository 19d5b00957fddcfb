import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { test, expect, drawer, hydrated, menuButton, open } from "./support/fixtures";
import { DESKTOP, PHONE } from "./support/site";

/** Every control a visitor can reach with the keyboard, in the order Tab reaches them. */
const CONTROLS = "a[href], button, summary, input, select, textarea, [tabindex='0']";

/** Distinct colours in a region of the page, counted from its pixels (what the visitor sees). */
async function colours(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels) {
    seen.add(data.readUIntBE(i, 3));
  }
  return { seen, pixels: data, channels: info.channels };
}

async function visibleControls(page: Page): Promise<Locator[]> {
  const all = await page.locator(CONTROLS).all();
  const visible: Locator[] = [];
  for (const control of all) if (await control.isVisible()) visible.push(control);
  return visible;
}

/**
 * Forced colours (Windows High Contrast and the like) replace the page's colours with the
 * visitor's and drop box shadows and background images: a control drawn only by those vanishes,
 * and a focus ring drawn as a shadow is gone. Chromium emulates the mode; the check reads pixels.
 */
test.describe("forced colours", () => {
  // Each width and each scheme once: the mode's colours come from the scheme, the controls
  // drawn from the width.
  for (const [viewport, colorScheme] of [
    [PHONE, "dark"],
    [DESKTOP, "light"],
  ] as const) {
    test(`every control and its focus ring stay visible at ${viewport.width} px (${colorScheme})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      await open(page, "/");
      await hydrated(page);
      // Keyboard modality, so programmatic focus shows the ring as Tab would.
      await page.keyboard.press("Tab");
      const controls = await visibleControls(page);
      expect(controls.length).toBeGreaterThan(10);
      const problems: string[] = [];
      for (const control of controls) {
        await control.scrollIntoViewIfNeeded();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const box = await control.boundingBox();
        if (!box || box.width < 1 || box.height < 1) continue;
        const name = (await control.getAttribute("aria-label")) ?? (await control.innerText());
        const ring = 8; // the outline (3 px) and its offset (3 px), with room
        const clip = {
          x: Math.max(0, box.x - ring),
          y: Math.max(0, box.y - ring),
          width: Math.min(box.width + 2 * ring, viewport.width - Math.max(0, box.x - ring)),
          height: box.height + 2 * ring,
        };
        const before = await colours(page, clip);
        if (before.seen.size < 2) problems.push(`"${name.trim()}" draws nothing`);
        await control.focus();
        const after = await colours(page, clip);
        let changed = 0;
        for (let i = 0; i < after.pixels.length; i += after.channels) {
          if (after.pixels.readUIntBE(i, 3) !== before.pixels.readUIntBE(i, 3)) changed++;
        }
        // A ring around the control changes at least its perimeter's pixels.
        if (changed < box.width + box.height) problems.push(`"${name.trim()}" shows no focus ring`);
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Animations under prefers-reduced-motion: the drawer appears at once. */
test.describe("reduced motion", () => {
  test.use({ viewport: PHONE });

  /** The open drawer's animation length, from its computed style (a finished animation is gone). */
  async function drawerAnimationMs(page: Page): Promise<number> {
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    return drawer(page).evaluate((element) => {
      const { animationName, animationDuration } = getComputedStyle(element);
      if (animationName === "none") return 0;
      const seconds = animationDuration.endsWith("ms")
        ? parseFloat(animationDuration) / 1000
        : parseFloat(animationDuration);
      return seconds * 1000;
    });
  }

  test("the drawer slides in when motion is welcome, and appears at once with reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await open(page, "/");
    expect(await drawerAnimationMs(page)).toBeGreaterThanOrEqual(100);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    expect(await drawerAnimationMs(page)).toBeLessThan(1);
  });
});
