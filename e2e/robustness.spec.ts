import type { Page } from "@playwright/test";
import { test, expect, open } from "./support/fixtures";
import { storageKeys, t } from "./support/site";

/** Never a blank page: the page's heading and a good deal of text are on screen. */
async function expectReadable(page: Page, lng: string, headingKey: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lng, headingKey));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await page.locator("body").innerText()).length).toBeGreaterThan(500);
  expect(await page.evaluate(() => document.documentElement.style.visibility)).not.toBe("hidden");
}

test.describe("storage blocked", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, { get: deny, configurable: true });
      }
      Object.defineProperty(Document.prototype, "cookie", {
        get: deny,
        set: deny,
        configurable: true,
      });
    });
  });

  test("the page hydrates, and the flags, the menu and the theme work, when every storage access throws", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
    await open(page, "/?lng=es");
    await expect(page).toHaveURL("/es/");
    await expectReadable(page, "es", "sections.home.title");
    await expect(page.locator("body")).toHaveClass(/\bdark\b/);
    await page
      .getByRole("contentinfo")
      .getByRole("link", {
        name: t("es", "footer.language.switchTo", { language: t("en", "lang.name") }),
      })
      .click();
    await expect(page).toHaveURL("/");
    await page
      .getByRole("banner")
      .getByRole("link", { name: t("en", "nav.team") })
      .click();
    await expect(page.locator("#team")).toBeFocused();
  });
});

test.describe("corrupt stored values", () => {
  test("corrupt stored values everywhere: the default language, the system theme, values repaired", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: storageKeys.languageCookie, value: "%E0%A4%A", url: `${baseURL}/` },
    ]);
    await page.addInitScript((keys) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem(keys.theme, '{"dark":true}');
      localStorage.setItem(keys.language, "undefined");
      sessionStorage.setItem(keys.language, "\u0000es");
    }, storageKeys);
    await page.emulateMedia({ colorScheme: "light" });
    await open(page, "/privacy-policy/");
    await expect(page).toHaveURL("/privacy-policy/");
    await expect(page.locator("body")).not.toHaveClass(/\bdark\b/);
    await expectReadable(page, "en", "privacy.title");
    expect(
      await page.evaluate(
        (keys) => [localStorage.getItem(keys.theme), localStorage.getItem(keys.language)],
        storageKeys,
      ),
    ).toEqual([null, "en"]);
  });
});

// How Gatsby's loader recovers from a failed request is its own; what is ours is that the static
// page needs none of it.
test.describe("failing requests", () => {
  test("every bundle failing for good: the static page stays readable", async ({ page, guard }) => {
    guard.expectConsoleError(/net::ERR_FAILED/);
    await page.route("**/*.js", (route) => route.abort("failed"));
    await page.goto("/es/privacy-policy/");
    await expectReadable(page, "es", "privacy.title");
    await expect(
      page.getByRole("banner").getByRole("link", { name: t("es", "nav.team") }),
    ).toHaveAttribute("href", "/es/#team");
  });
});
