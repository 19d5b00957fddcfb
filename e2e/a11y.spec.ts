import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, NOT_FOUND_LOAD, open, settledTop } from "./support/fixtures";
import {
  DESKTOP,
  PHONE,
  languages,
  localized,
  navigation,
  pages,
  site,
  storageKeys,
  t,
} from "./support/site";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Serious and critical violations, one readable line each (rule, impact, first targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

const useTheme = (page: Page, theme: "light" | "dark") =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    storageKeys.theme,
    theme,
  ] as const);

test.describe("axe: WCAG 2.2 AA, no serious or critical violation", () => {
  // Each page kind in both themes; the language and the width take turns so that every pair of
  // page, theme, language and width is met once (the 24 combinations ask the same rules).
  pages.forEach(({ name, path, status }, kind) => {
    (["light", "dark"] as const).forEach((theme, turn) => {
      const url = localized(path, languages[(kind + turn) % languages.length]!);
      const viewport = (kind === 0) === (turn === 0) ? PHONE : DESKTOP;
      test(`${url} (${name}), ${theme} theme, ${viewport.width} px`, async ({ page, guard }) => {
        if (status === 404) guard.expectConsoleError(NOT_FOUND_LOAD);
        await page.setViewportSize(viewport);
        await useTheme(page, theme);
        await open(page, url);
        await expect(page.locator("body")).toHaveClass(
          theme === "dark" ? /\bdark\b/ : /^(?!.*dark)/,
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the open drawer (${theme} theme)`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await useTheme(page, theme);
      await open(page, "/es/");
      await page.getByRole("button", { name: t("es", "nav.openMenu") }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`the loading overlay (${theme} theme)`, async ({ page }) => {
      await useTheme(page, theme);
      await open(page, "/");
      // The next page's data is held back until axe has finished, so the overlay stays up
      // (a fixed delay let a slow analysis overlap the page change).
      let release = () => {};
      const analysed = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/page-data/privacy-policy/page-data.json", async (route) => {
        await analysed;
        await route.continue();
      });
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: t("en", "footer.quickLinks.privacy") })
        .click();
      await expect(page.getByTestId("loading-overlay")).toBeVisible();
      const violations = await seriousViolations(page);
      release();
      expect(violations).toEqual([]);
    });
  }
});

/** What has focus, and whether a sighted keyboard user can see it. */
function focusState(page: Page) {
  return page.evaluate(async () => {
    // Let a focus style land (reduced motion still runs a 0.01 ms transition) before measuring.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    // WCAG 2.4.11: some part of the focused element is on top (not hidden by the fixed header).
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ];
    const uncovered = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x ?? 0, y ?? 0);
      return !!hit && (hit === el || el.contains(hit));
    });
    return {
      name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
      tag: el.tagName.toLowerCase(),
      id: el.id,
      href: el.getAttribute("href"),
      outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
      onScreen: rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0,
      uncovered,
    };
  });
}

async function tab(page: Page, shift = false) {
  await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
  const state = await focusState(page);
  expect(state, "something has focus").not.toBeNull();
  expect(state, `visible focus on ${JSON.stringify(state)}`).toMatchObject({
    outline: true,
    onScreen: true,
    uncovered: true,
  });
  return state!;
}

test.describe("keyboard only", () => {
  test.use({ reducedMotion: "reduce" });

  test("the skip link comes first, shows itself and moves focus to the main content", async ({
    page,
  }) => {
    const lng = "es";
    await open(page, localized("/privacy-policy/", lng));
    const skip = await tab(page);
    expect(skip.name).toBe(t(lng, "site.skipToContent"));
    await expect(page.getByRole("link", { name: t(lng, "site.skipToContent") })).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await expect(page).toHaveURL(`${localized("/privacy-policy/", lng)}#main-content`);
    // The skip's own scroll to the main content ends before the next key, as for a person;
    // a Tab pressed while it still runs could be scrolled away from (seen under load).
    await settledTop(page, "main");
    // The next Tab continues from the main content, not back in the header.
    await tab(page);
    const afterMainStart = await page.evaluate(() => {
      const main = document.querySelector("main");
      const active = document.activeElement;
      return (
        !!main &&
        !!active &&
        !!(
          main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ||
          main.contains(active)
        )
      );
    });
    expect(afterMainStart).toBe(true);
  });

  test("desktop: header items, then every footer link, all with visible focus", async ({
    page,
  }) => {
    await open(page, "/");
    await tab(page); // skip link
    expect((await tab(page)).name).toBe(t("en", "site.logoLabel"));
    for (const item of navigation) expect((await tab(page)).name).toBe(t("en", item.labelKey));
    // Enter on Team scrolls there and continues from the section.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("#team")).toBeFocused();

    // Walk to the end of the page: every footer link is reached, each visibly focused.
    const reached = new Set<string>();
    for (let i = 0; i < 80; i++) {
      const state = await tab(page);
      if (state.href) reached.add(state.href);
      if (state.href === site.social.at(-1)?.url) break;
    }
    for (const href of [
      `mailto:${site.emails.general}`,
      `tel:${site.phone.e164}`,
      `mailto:${site.emails.careers}`,
      site.messaging.url,
      "/privacy-policy/",
      "/privacy-policy/#security",
      "/es/",
      ...site.social.map((entry) => entry.url),
    ]) {
      expect(reached, `footer link ${href} reached by keyboard`).toContain(href);
    }
  });

  test("phone: skip link, logo, menu icon, the drawer's items, Escape, back to the icon", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/es/");
    expect((await tab(page)).name).toBe(t("es", "site.skipToContent"));
    expect((await tab(page)).name).toBe(t("es", "site.logoLabel"));
    expect((await tab(page)).name).toBe(t("es", "nav.openMenu"));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: t("es", "nav.menu") })).toBeVisible();
    const first = await focusState(page);
    expect(first?.name).toBe(t("es", "nav.closeMenu"));
    for (const item of navigation) expect((await tab(page)).name).toBe(t("es", item.labelKey));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect((await focusState(page))?.name).toBe(t("es", "nav.openMenu"));
    // Choosing an item by keyboard closes the drawer and continues from the section.
    await page.keyboard.press("Enter");
    await tab(page);
    await tab(page);
    await tab(page); // Producto
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("#product")).toBeFocused();
  });
});
