import type { Page } from "@playwright/test";
import { test, expect, footerPrivacyLink, open } from "./support/fixtures";
import { t } from "./support/site";

const overlay = (page: Page) => page.getByTestId("loading-overlay");

/** Hold the privacy page's data until `release()`: a deliberately slow navigation. */
async function slowPrivacyPage(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/page-data/privacy-policy/page-data.json", async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Records whether the overlay was ever in the DOM, however briefly. */
async function watchForOverlay(page: Page) {
  await page.evaluate(() => {
    const seen = { overlay: false };
    Object.assign(window, { overlaySeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-overlay"]')) seen.overlay = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { overlaySeen: { overlay: boolean } }).overlaySeen.overlay,
    );
}

test.describe("loading overlay", () => {
  test("appears with the animated logo (still with reduced motion) and an announcement during a slow navigation, and goes once the page is there", async ({
    page,
  }) => {
    await open(page, "/");
    const slow = await slowPrivacyPage(page);
    await footerPrivacyLink(page).click();
    await expect(overlay(page)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole("status")).toContainText(t("en", "site.loading"));
    const box = await overlay(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    await expect(overlay(page).locator("svg")).toHaveCSS("animation-name", "logo-pulse");
    // With reduced motion, the logo does not pulse.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(overlay(page).locator("svg")).toHaveCSS("animation-name", "none");
    slow.release();
    await expect(page).toHaveURL("/privacy-policy/");
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "privacy.title"));
  });

  test("does not appear for a quick navigation", async ({ page }) => {
    await open(page, "/");
    const overlayWasSeen = await watchForOverlay(page);
    await footerPrivacyLink(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "privacy.title"));
    // Gatsby calls the overlay in from a timer it starts with the navigation (1 s), cleared once
    // the page is there: past it, the overlay can no longer come.
    await page.waitForTimeout(1500);
    expect(await overlayWasSeen()).toBe(false);
  });

  test("is not in the static HTML and never covers a page without JavaScript", async ({
    guard,
    request,
  }) => {
    for (const path of ["/", "/es/", "/privacy-policy/"]) {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain("loading-overlay");
      expect(html).not.toContain(t(path.startsWith("/es/") ? "es" : "en", "site.loading"));
    }
    const context = await guard.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(overlay(page)).toHaveCount(0);
    await footerPrivacyLink(page).click();
    await expect(page).toHaveURL("/privacy-policy/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "privacy.title"));
  });

  test("is gone after a first load, even a slow one", async ({ page }) => {
    await page.route("**/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await open(page, "/");
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
