import type { Page } from "@playwright/test";
import {
  test,
  expect,
  drawer,
  expectDrawerAnnounced,
  expectMenuButtonCollapsed,
  expectUnderHeader,
  menuButton,
  open,
} from "./support/fixtures";
import { DRAWER_BREAKPOINT, DRAWER_WIDTH, PHONE, localized, navigation, t } from "./support/site";

test.use({ viewport: PHONE, reducedMotion: "reduce" });

async function openDrawer(page: Page, lng = "en") {
  await menuButton(page, lng).click();
  await expect(drawer(page, lng)).toBeVisible();
  await expectDrawerAnnounced(page, lng);
}

/** The drawer at rest at the end edge: its slide-in (0.01 ms under reduced motion) may still be on its first frame. */
async function expectDrawerInPlace(page: Page, lng = "en") {
  await expect
    .poll(async () => drawer(page, lng).boundingBox())
    .toMatchObject({ width: DRAWER_WIDTH, x: PHONE.width - DRAWER_WIDTH, y: 0 });
}

async function expectClosedWithFocusOnMenuButton(page: Page) {
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expectMenuButtonCollapsed(page);
}

test.describe("drawer", () => {
  test(`the menu icon replaces the items below ${DRAWER_BREAKPOINT} px, and not from there up`, async ({
    page,
  }) => {
    const items = page.getByRole("navigation", { name: t("en", "nav.label") });
    await page.setViewportSize({ width: DRAWER_BREAKPOINT - 1, height: 800 });
    await open(page, "/");
    await expect(menuButton(page)).toBeVisible();
    await expect(items).toBeHidden();
    await page.setViewportSize({ width: DRAWER_BREAKPOINT, height: 800 });
    await expect(menuButton(page)).toBeHidden();
    await expect(items).toBeVisible();
  });

  for (const lng of ["en", "es"]) {
    test(`opens as a ${DRAWER_WIDTH} px side panel titled ${t(lng, "nav.menu")} with the five items (${lng})`, async ({
      page,
    }) => {
      await open(page, localized("/", lng));
      await openDrawer(page, lng);
      await expectDrawerInPlace(page, lng);
      const box = await drawer(page, lng).boundingBox();
      expect(box?.height).toBe(PHONE.height);
      await expect(drawer(page, lng).getByRole("heading")).toHaveText(t(lng, "nav.menu"));
      await expect(drawer(page, lng).getByRole("link")).toHaveText(
        navigation.map((item) => t(lng, item.labelKey)),
      );
      // Focus moved into the drawer.
      expect(
        await drawer(page, lng).evaluate((dialog) => dialog.contains(document.activeElement)),
      ).toBe(true);
    });
  }

  test("Contact closes the drawer and scrolls to #contact", async ({ page }) => {
    await open(page, "/");
    await openDrawer(page);
    await drawer(page)
      .getByRole("link", { name: t("en", "nav.contact") })
      .click();
    await expect(drawer(page)).toBeHidden();
    await expectUnderHeader(page, "contact");
    await expect(page.locator("#contact")).toBeFocused();
  });

  test("Team on the privacy page closes the drawer, goes to the landing page and lands #team", async ({
    page,
  }) => {
    await open(page, "/privacy-policy/");
    await openDrawer(page);
    await drawer(page)
      .getByRole("link", { name: t("en", "nav.team") })
      .click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL("/");
    await expectUnderHeader(page, "team");
  });

  test("the close button closes it and focus returns to the menu icon", async ({ page }) => {
    await open(page, "/");
    await openDrawer(page);
    await drawer(page)
      .getByRole("button", { name: t("en", "nav.closeMenu") })
      .click();
    await expectClosedWithFocusOnMenuButton(page);
  });

  test("Escape closes it and focus returns to the menu icon", async ({ page }) => {
    await open(page, "/");
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expectClosedWithFocusOnMenuButton(page);
  });

  test("a click outside closes it and focus returns to the menu icon", async ({ page }) => {
    await open(page, "/");
    await openDrawer(page);
    await page.mouse.click(20, PHONE.height / 2);
    await expectClosedWithFocusOnMenuButton(page);
  });

  test("a click inside, away from the items, leaves it open", async ({ page }) => {
    await open(page, "/");
    await openDrawer(page);
    // Read on the slide-in's first frame, the box would still be off-screen and the click miss it.
    await expectDrawerInPlace(page);
    await page.mouse.click(PHONE.width - DRAWER_WIDTH / 2, PHONE.height - 20);
    await expect(drawer(page)).toBeVisible();
  });

  test("keeps keyboard focus inside while it is open", async ({ page }) => {
    await open(page, "/");
    await openDrawer(page);
    for (let i = 0; i < navigation.length + 3; i++) {
      await page.keyboard.press("Tab");
      const inside = await drawer(page).evaluate((dialog) =>
        dialog.contains(document.activeElement),
      );
      // Chromium may pass focus to the browser UI after the last element; it never reaches the page.
      const onPage = await page.evaluate(
        () => document.activeElement !== document.body && document.activeElement !== null,
      );
      expect(inside || !onPage).toBe(true);
    }
  });
});
