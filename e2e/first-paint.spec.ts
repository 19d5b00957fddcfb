/**
 * Every control painted by the static HTML works before hydration and without
 * JavaScript. The drawer is opened by the browser from its HTML attributes; links are links.
 */
import type { BrowserContext, Page } from "@playwright/test";
import {
  test,
  expect,
  drawer,
  expectDrawerAnnounced,
  expectMenuButtonCollapsed,
  expectUnderHeader,
  hydrated,
  menuButton,
  NOT_FOUND_LOAD,
} from "./support/fixtures";
import { DRAWER_WIDTH, PHONE, localized, navigation, pages, t } from "./support/site";

test.use({ viewport: PHONE, reducedMotion: "reduce" });

const isHydrated = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length > 0);

/** Gatsby's bundles answer only after `ms`: the page stays as the static HTML painted it. */
async function holdBundles(target: Page | BrowserContext, ms: number) {
  await target.route(/\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {}); // the test may end while a bundle is held
  });
}

test.describe("without JavaScript, at 390 px", () => {
  let page: Page;
  test.beforeEach(async ({ guard }) => {
    const context = await guard.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      reducedMotion: "reduce",
    });
    page = await context.newPage();
  });

  for (const lng of ["en", "es"]) {
    test(`the menu opens as a modal ${DRAWER_WIDTH} px panel with the five items (${lng})`, async () => {
      await page.goto(localized("/", lng));
      await menuButton(page, lng).click();
      await expect(drawer(page, lng)).toBeVisible();
      await expect
        .poll(() => drawer(page, lng).boundingBox())
        .toMatchObject({ width: DRAWER_WIDTH, x: PHONE.width - DRAWER_WIDTH, y: 0 });
      await expect(drawer(page, lng).getByRole("link")).toHaveText(
        navigation.map((item) => t(lng, item.labelKey)),
      );
      // Modal: focus moved in, the page behind is inert.
      expect(await drawer(page, lng).evaluate((d) => d.contains(document.activeElement))).toBe(
        true,
      );
      expect(await drawer(page, lng).evaluate((d) => d.matches(":modal"))).toBe(true);
    });
  }

  test("a choice on the landing page lands its section under the header", async () => {
    await page.goto("/");
    await menuButton(page).click();
    await drawer(page)
      .getByRole("link", { name: t("en", "nav.team") })
      .click();
    await expect(page).toHaveURL("/#team");
    await expectUnderHeader(page, "team");
  });

  test("a choice on the privacy page goes to the landing page and lands its section", async () => {
    await page.goto("/es/privacy-policy/");
    await menuButton(page, "es").click();
    await drawer(page, "es")
      .getByRole("link", { name: t("es", "nav.product") })
      .click();
    await expect(page).toHaveURL("/es/#product");
    await expectUnderHeader(page, "product");
    await expect(drawer(page, "es")).toBeHidden();
  });

  test("Escape, the close button and a click outside close it; focus returns to the menu", async () => {
    await page.goto("/");
    for (const close of [
      () => page.keyboard.press("Escape"),
      () =>
        drawer(page)
          .getByRole("button", { name: t("en", "nav.closeMenu") })
          .click(),
      () => page.mouse.click(20, PHONE.height / 2),
    ]) {
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await close();
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    }
  });

  test("a browser without invoker commands opens it as a popover that closes the same ways", async () => {
    await page.goto("/");
    // What Chromium < 135, Safari < 26.2 and Firefox < 144 see: only `popovertarget` acts.
    await page.locator("[commandfor]").evaluateAll((buttons) => {
      for (const button of buttons) button.removeAttribute("commandfor");
    });
    const popoverOpen = () => page.locator("dialog").evaluate((d) => d.matches(":popover-open"));
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    expect(await popoverOpen()).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await menuButton(page).click();
    await page.mouse.click(20, PHONE.height / 2);
    await expect(drawer(page)).toBeHidden();
    await menuButton(page).click();
    await drawer(page)
      .getByRole("button", { name: t("en", "nav.closeMenu") })
      .click();
    await expect(drawer(page)).toBeHidden();
  });

  test("the flags land on the same page in the other language", async () => {
    await page.goto("/privacy-policy/");
    await page
      .getByRole("link", {
        name: t("en", "footer.language.switchTo", { language: t("es", "lang.name") }),
      })
      .click();
    await expect(page).toHaveURL("/es/privacy-policy/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page
      .getByRole("link", {
        name: t("es", "footer.language.switchTo", { language: t("en", "lang.name") }),
      })
      .click();
    await expect(page).toHaveURL("/privacy-policy/");
  });

  test("the skip link moves to the main content", async () => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: t("en", "site.skipToContent") })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });

  for (const { name, path, status } of pages) {
    test(`no dead control on ${path} (${name}): every link goes somewhere, every button acts`, async ({
      guard,
    }) => {
      if (status === 404) guard.expectConsoleError(NOT_FOUND_LOAD);
      await page.goto(path);
      const dead = await page.evaluate(() => {
        const problems: string[] = [];
        for (const link of document.querySelectorAll("a")) {
          const href = link.getAttribute("href") ?? "";
          if (href === "" || href === "#" || /^javascript:/i.test(href)) {
            problems.push(`link "${link.textContent}" has href "${href}"`);
          }
        }
        for (const button of document.querySelectorAll("button")) {
          const target = button.getAttribute("commandfor") ?? button.getAttribute("popovertarget");
          if (!target || !document.getElementById(target)) {
            problems.push(`button "${button.getAttribute("aria-label") ?? button.textContent}"`);
          }
        }
        return problems;
      });
      expect(dead).toEqual([]);
    });
  }
});

test.describe("before hydration (bundles held back 3 s)", () => {
  test("the first tap opens the drawer at once, and a choice closes it and lands", async ({
    page,
  }) => {
    await holdBundles(page, 3000);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible({ timeout: 500 });
    expect(await isHydrated(page)).toBe(false);
    await drawer(page)
      .getByRole("link", { name: t("en", "nav.contact") })
      .click();
    await expect(drawer(page)).toBeHidden();
    await expectUnderHeader(page, "contact");
    expect(await isHydrated(page)).toBe(false);
  });

  for (const commands of [true, false]) {
    test(`the first frame paints the drawer, the next task makes it modal (${commands ? "invoker commands" : "popovertarget only"})`, async ({
      page,
    }) => {
      await holdBundles(page, 3000);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      if (!commands) {
        // A browser without invoker commands (see above).
        await page.locator("[commandfor]").evaluateAll((buttons) => {
          for (const button of buttons) button.removeAttribute("commandfor");
        });
      }
      // What the frame after the opening tap shows: the drawer, not yet modal (no page restyle).
      await page.evaluate(() => {
        const frames: string[] = [];
        Object.assign(window, { drawerFrames: frames });
        document.addEventListener(
          "toggle",
          (event) => {
            const dialog = event.target as HTMLDialogElement;
            requestAnimationFrame(() =>
              frames.push(
                dialog.matches(":modal")
                  ? "modal"
                  : dialog.matches(":popover-open")
                    ? "popover"
                    : "closed",
              ),
            );
          },
          { capture: true, once: true },
        );
      });
      await menuButton(page).click();
      await expect.poll(() => drawer(page).evaluate((d) => d.matches(":modal"))).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { drawerFrames: string[] }).drawerFrames),
      ).toEqual(["popover"]);
      expect(await isHydrated(page)).toBe(false);
      // Modal from then on: focus inside, Escape closes it and focus goes back to the menu button.
      expect(await drawer(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });
  }

  test("a drawer opened before hydration stays open and correct after it", async ({ page }) => {
    await holdBundles(page, 3000);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible({ timeout: 500 });
    await hydrated(page);
    await expect(drawer(page)).toBeVisible();
    expect(await drawer(page).evaluate((d) => d.matches(":modal"))).toBe(true);
    await expectDrawerAnnounced(page);
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expectMenuButtonCollapsed(page);
  });
});
