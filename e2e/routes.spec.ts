import { test, expect, hydrated, NOT_FOUND_LOAD } from "./support/fixtures";
import { languages, localized, pages, t } from "./support/site";

type Gatsby = { ___navigate: (to: string) => void };

for (const lng of languages) {
  for (const kind of pages) {
    const path = localized(kind.path, lng);

    test(`${path} (${kind.name}, ${lng}) answers ${kind.status} complete without JavaScript, then hydrates in ${lng} taking over its styles`, async ({
      page,
      guard,
    }) => {
      if (kind.status === 404) guard.expectConsoleError(NOT_FOUND_LOAD);
      const context = await guard.newContext({ javaScriptEnabled: false });
      const tab = await context.newPage();
      expect((await tab.goto(path))?.status()).toBe(kind.status);
      await expect(tab.locator("html")).toHaveAttribute("lang", lng);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(t(lng, kind.heading));
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
      const served = await tab.locator("style").count();
      expect(served).toBeGreaterThan(0);

      await page.goto(path);
      await hydrated(page);
      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expect(page).toHaveTitle(t(lng, kind.title));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lng, kind.heading));
      // Hydration takes over the server's styles and writes none of them again.
      await page.waitForLoadState("networkidle");
      expect(await page.locator("style").count()).toBeLessThanOrEqual(served + 1);
      const rules = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].map((rule) => rule.cssText),
        ),
      );
      expect(rules.length - new Set(rules).size, "rules written twice").toBe(0);
    });
  }
}

test("a client-side navigation to a missing es page shows the es not-found page", async ({
  page,
  guard,
}) => {
  guard.expectConsoleError(NOT_FOUND_LOAD);
  await page.goto("/es/privacy-policy/");
  await hydrated(page);
  // Gatsby's client-side navigation, as a link to a page that is gone would call it.
  await page.evaluate((to) => (window as unknown as Gatsby).___navigate(to), "/es/gone-away/");
  await expect(page).toHaveURL("/es/gone-away/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "notFound.title"));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("link", { name: t("es", "notFound.home") })).toHaveAttribute(
    "href",
    "/es/",
  );
});
