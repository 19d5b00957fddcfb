import type { Page } from "@playwright/test";
import { test, expect, footerPrivacyLink, hydrated, open } from "./support/fixtures";
import { beforeBundles, holdBundles } from "./support/prePaint";
import { storageKeys, t } from "./support/site";
import { palette } from "../src/theme/tokens";

const storeTheme = (page: Page, value: string) =>
  page.addInitScript(
    ([key, theme]) => {
      if (!sessionStorage.getItem("e2e-seeded")) {
        localStorage.setItem(key, theme);
        sessionStorage.setItem("e2e-seeded", "1");
      }
    },
    [storageKeys.theme, value] as const,
  );

const storedTheme = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.theme);

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test.describe("theme", () => {
  for (const [stored, scheme] of [
    ["dark", "light"],
    ["light", "dark"],
    [null, "dark"],
    [null, "light"],
  ] as const) {
    const theme = stored ?? scheme;
    test(`${stored ? `a stored "${stored}" wins over` : "with nothing stored,"} a ${scheme} system: the ${theme} theme before any bundle runs, storage unchanged`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      if (stored) await storeTheme(page, stored);
      const bundles = await holdBundles(page);
      await page.goto("/privacy-policy/", { waitUntil: "domcontentloaded" });
      expect(await beforeBundles(page)).toMatchObject({
        bundlesRan: false,
        dark: theme === "dark",
      });
      // Painted in the right colours already (the static HTML carries both themes' styles).
      expect(await bodyBackground(page)).toBe(rgb(palette[theme].bg));
      bundles.release();
      await hydrated(page);
      await expect(page.locator("body")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*dark)/);
      expect(await bodyBackground(page)).toBe(rgb(palette[theme].bg));
      expect(await storedTheme(page)).toBe(stored);
    });
  }

  test("with nothing stored, the theme keeps following the system on the next page", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await open(page, "/");
    await expect(page.locator("body")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await open(page, "/privacy-policy/");
    await expect(page.locator("body")).not.toHaveClass(/\bdark\b/);
    expect(await storedTheme(page)).toBeNull();
  });

  test("the stored dark theme survives client-side navigation and is kept in storage", async ({
    page,
  }) => {
    await storeTheme(page, "dark");
    await open(page, "/");
    await footerPrivacyLink(page).click();
    await expect(page).toHaveURL("/privacy-policy/");
    await expect(page.locator("body")).toHaveClass(/\bdark\b/);
    expect(await storedTheme(page)).toBe("dark");
  });

  // A corrupt stored theme: robustness.spec.ts.
  test("the theme toggle exists in the code but is hidden", async ({ page }) => {
    await open(page, "/");
    for (const key of ["theme.toDark", "theme.toLight"]) {
      await expect(page.getByRole("button", { name: t("en", key) })).toHaveCount(0);
    }
  });
});
