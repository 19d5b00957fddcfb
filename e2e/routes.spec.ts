import { test, expect, hydrated, NOT_FOUND_LOAD } from "./support/fixtures";
import { languages, localized, pages, t } from "./support/site";

test.describe("routes", () => {
  for (const lng of languages) {
    for (const page of pages) {
      const path = localized(page.path, lng);

      test(`${path} (${page.name}, ${lng}) answers ${page.status}, in ${lng}, with its content`, async ({
        page: tab,
        guard,
      }) => {
        if (page.status === 404) guard.expectConsoleError(NOT_FOUND_LOAD);
        const response = await tab.goto(path);
        expect(response?.status()).toBe(page.status);
        await hydrated(tab);
        await expect(tab).toHaveURL(path);
        await expect(tab.locator("html")).toHaveAttribute("lang", lng);
        await expect(tab).toHaveTitle(t(lng, page.title));
        await expect(tab.getByRole("heading", { level: 1 })).toHaveText(t(lng, page.heading));
        await expect(tab.getByRole("banner")).toBeVisible();
        await expect(tab.getByRole("contentinfo")).toBeVisible();
      });

      test(`${path} (${page.name}, ${lng}) is complete without JavaScript`, async ({ guard }) => {
        if (page.status === 404) guard.expectConsoleError(NOT_FOUND_LOAD);
        const context = await guard.newContext({ javaScriptEnabled: false });
        const tab = await context.newPage();
        const response = await tab.goto(path);
        expect(response?.status()).toBe(page.status);
        await expect(tab.locator("html")).toHaveAttribute("lang", lng);
        await expect(tab.getByRole("heading", { level: 1 })).toHaveText(t(lng, page.heading));
        await expect(tab.getByRole("link", { name: t(lng, "nav.contact") }).first()).toBeVisible();
        await expect(tab.getByText(t(lng, "footer.contactUs.text"))).toBeVisible();
        // No raw keys (`footer.contactUs.title`) anywhere in the static HTML.
        await expect(tab.locator("body")).not.toContainText(/\b(nav|footer|sections|meta)\.[a-z]+/);
        // No dead control: every link goes somewhere, every button opens what it names.
        const dead = await tab.evaluate(() => [
          ...[...document.querySelectorAll("a")]
            .filter((link) => /^(#?|javascript:.*)$/i.test(link.getAttribute("href") ?? ""))
            .map((link) => `link "${link.textContent}"`),
          ...[...document.querySelectorAll("button")]
            .filter((button) => {
              const target =
                button.getAttribute("commandfor") ?? button.getAttribute("popovertarget");
              return !target || !document.getElementById(target);
            })
            .map((button) => `button "${button.getAttribute("aria-label") ?? button.textContent}"`),
        ]);
        expect(dead).toEqual([]);
      });
    }
  }

  test("hydration takes over the server's styles and writes none of them again", async ({
    page,
    guard,
  }) => {
    guard.expectConsoleError(NOT_FOUND_LOAD);
    for (const lng of languages) {
      for (const { path } of pages) {
        const url = localized(path, lng);
        const html = await (await page.request.get(url)).text();
        const served = html.match(/<style\b/g)?.length ?? 0;
        await page.goto(url);
        await hydrated(page);
        await page.waitForLoadState("networkidle");
        const rules = await page.evaluate(() =>
          [...document.styleSheets].flatMap((sheet) =>
            [...sheet.cssRules].map((rule) => rule.cssText),
          ),
        );
        expect(served, url).toBeGreaterThan(0);
        const styles = await page.evaluate(() => document.querySelectorAll("style").length);
        expect(styles, url).toBeLessThanOrEqual(served + 1);
        expect(rules.length - new Set(rules).size, `${url}: rules written twice`).toBe(0);
      }
    }
  });

  test("a client-side navigation to a missing es page shows the es not-found page", async ({
    page,
    guard,
  }) => {
    guard.expectConsoleError(NOT_FOUND_LOAD);
    await page.goto("/es/privacy-policy/");
    await hydrated(page);
    await page.evaluate((to) => window.___navigate(to), "/es/gone-away/");
    await expect(page).toHaveURL("/es/gone-away/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "notFound.title"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: t("es", "notFound.home") })).toHaveAttribute(
      "href",
      "/es/",
    );
  });
});
