import type { Page } from "@playwright/test";
import { test, expect, expectUnderHeader, hydrated, open } from "./support/fixtures";
import { HEADER_HEIGHT, languages, localized, navigation, t } from "./support/site";

/** Clicks Team in the header and returns every scroll position the page passed through. */
async function scrollPositionsOfTeamClick(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { seenScroll: seen });
    window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
  });
  await page
    .getByRole("banner")
    .getByRole("link", { name: t("en", "nav.team") })
    .click();
  await expectUnderHeader(page, "team");
  return page.evaluate(() => (window as unknown as { seenScroll: number[] }).seenScroll);
}

test.describe("header", () => {
  test.use({ reducedMotion: "reduce" });

  test("is fixed, 80 px tall and stays at the top while the page scrolls", async ({ page }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height).toBe(HEADER_HEIGHT);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await header.boundingBox()).toMatchObject({ y: 0, height: HEADER_HEIGHT });
    await expect(header.getByRole("navigation")).toBeVisible();
  });

  test("each item on the landing page scrolls its section to just under the header", async ({
    page,
  }) => {
    await open(page, "/");
    for (const { id, labelKey } of navigation) {
      if (id === "home") await page.mouse.wheel(0, 3000); // Home must have somewhere to go back to
      await page
        .getByRole("banner")
        .getByRole("link", { name: t("en", labelKey), exact: true })
        .click();
      await expect(page).toHaveURL("/");
      await expectUnderHeader(page, id);
      await expect(page.locator(`#${id}`)).toBeFocused();
    }
  });

  navigation.forEach(({ id, labelKey }, turn) => {
    const lng = languages[turn % languages.length]!;
    test(`${t(lng, labelKey)} on the ${lng} privacy page goes to the ${lng} landing page and lands #${id} under the header`, async ({
      page,
    }) => {
      await open(page, localized("/privacy-policy/", lng));
      await page
        .getByRole("banner")
        .getByRole("link", { name: t(lng, labelKey), exact: true })
        .click();
      await expect(page).toHaveURL(localized("/", lng));
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expectUnderHeader(page, id);
    });
  });

  test("Contacto on the es privacy page still lands #contact on an 8x slower CPU", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await open(page, "/es/privacy-policy/");
    await page
      .getByRole("banner")
      .getByRole("link", { name: t("es", "nav.contact"), exact: true })
      .click();
    await expect(page).toHaveURL("/es/");
    await expectUnderHeader(page, "contact");
  });

  test("a deep link to /es/#product lands the Spanish section just under the header", async ({
    page,
  }) => {
    await open(page, "/es/#product");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expectUnderHeader(page, "product");
  });

  for (const where of ["header", "footer"] as const) {
    test(`the ${where} logo reloads the page and brings it back to the top`, async ({ page }) => {
      await open(page, "/privacy-policy/");
      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const landmark = page.getByRole(where === "header" ? "banner" : "contentinfo");
      await landmark.getByRole("link", { name: t("en", "site.logoLabel") }).click();
      await expect
        // Asked across the reload: a context destroyed by it counts as "not yet".
        .poll(() => page.evaluate(() => "beforeReload" in window).catch(() => true), {
          message: "page reloaded",
        })
        .toBe(false);
      await hydrated(page);
      await expect(page).toHaveURL("/privacy-policy/");
      await expect
        .poll(() =>
          page.evaluate(() => [
            window.scrollY,
            (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type,
          ]),
        )
        .toEqual([0, "reload"]);
    });
  }
});

test.describe("header with smooth scrolling", () => {
  test.use({ reducedMotion: "no-preference" });

  test("Team glides (several scroll positions) and settles #team under the header", async ({
    page,
  }) => {
    await open(page, "/");
    const seen = await scrollPositionsOfTeamClick(page);
    const final = seen.at(-1) ?? 0;
    expect(seen.filter((y) => y > 0 && y < final).length).toBeGreaterThan(2);
  });

  test("with reduced motion, the same click jumps in one step", async ({ guard }) => {
    const context = await guard.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await open(page, "/");
    const seen = await scrollPositionsOfTeamClick(page);
    expect(new Set(seen).size).toBe(1);
  });
});
