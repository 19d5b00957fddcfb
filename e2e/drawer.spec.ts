/**
 * The narrow-screen menu in each state a visitor meets it: without JavaScript (the browser runs it
 * from its HTML attributes), before hydration (its inline script alone) and after hydration.
 */
import type { Page } from "@playwright/test";
import {
  test,
  expect,
  drawer,
  expectDrawerAnnounced,
  expectMenuButtonCollapsed,
  expectUnderHeader,
  hydrated,
  menuButton,
  open,
} from "./support/fixtures";
import { beforeBundles, holdBundles } from "./support/prePaint";
import { DRAWER_BREAKPOINT, DRAWER_WIDTH, PHONE, navigation, t } from "./support/site";

test.use({ viewport: PHONE, reducedMotion: "reduce" });

const STATES = ["without JavaScript", "before hydration", "after hydration"] as const;

/** What Chromium < 135, Safari < 26.2 and Firefox < 144 see: only `popovertarget` acts. */
const withoutInvokerCommands = (page: Page) =>
  page.locator("[commandfor]").evaluateAll((buttons) => {
    for (const button of buttons) button.removeAttribute("commandfor");
  });

/** The three ways to close it: the close button, Escape and a click outside. */
const closers = (page: Page) => [
  () =>
    drawer(page)
      .getByRole("button", { name: t("en", "nav.closeMenu") })
      .click(),
  () => page.keyboard.press("Escape"),
  () => page.mouse.click(20, PHONE.height / 2),
];

const bundlesRan = async (page: Page) => (await beforeBundles(page)).bundlesRan;

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

for (const state of STATES) {
  test.describe(state, () => {
    let tab: Page;
    /** Loads `path` and leaves it in this state (before hydration, the bundles never answer). */
    let go: (path: string) => Promise<void>;
    test.beforeEach(async ({ page, guard }) => {
      tab = page;
      if (state === "without JavaScript") {
        tab = await (await guard.newContext({ javaScriptEnabled: false })).newPage();
        await tab.setViewportSize(PHONE);
        await tab.emulateMedia({ reducedMotion: "reduce" });
      }
      if (state === "before hydration") await holdBundles(tab);
      go = async (path) => {
        if (state === "after hydration") return open(tab, path);
        await tab.goto(path, { waitUntil: "domcontentloaded" });
      };
    });
    test.afterEach(async () => {
      if (state === "before hydration") expect(await bundlesRan(tab)).toBe(false);
    });

    test(`the first tap opens it at once as a modal ${DRAWER_WIDTH} px panel at the end edge with every item`, async () => {
      await go("/es/");
      await menuButton(tab, "es").click();
      await expect(drawer(tab, "es")).toBeVisible({ timeout: 500 });
      // At rest once its slide-in (0.01 ms under reduced motion) is past its first frame.
      await expect
        .poll(() => drawer(tab, "es").boundingBox())
        .toEqual({
          width: DRAWER_WIDTH,
          height: PHONE.height,
          x: PHONE.width - DRAWER_WIDTH,
          y: 0,
        });
      await expect(drawer(tab, "es").getByRole("heading")).toHaveText(t("es", "nav.menu"));
      await expect(drawer(tab, "es").getByRole("link")).toHaveText(
        navigation.map((item) => t("es", item.labelKey)),
      );
      // Modal: focus moved in, and a screen reader finds the page behind it out of reach.
      expect(await drawer(tab, "es").evaluate((d) => d.contains(document.activeElement))).toBe(
        true,
      );
      await expectDrawerAnnounced(tab, "es");
    });

    test("the close button, Escape and a click outside close it; focus returns to the menu icon", async () => {
      await go("/");
      for (const close of closers(tab)) {
        await menuButton(tab).click();
        // Modal from the task after the tap (tested below): a visitor's next tap comes later.
        await expectDrawerAnnounced(tab);
        await close();
        await expect(drawer(tab)).toBeHidden();
        await expectMenuButtonCollapsed(tab);
      }
    });

    test("a choice on the privacy page goes to the landing page and lands its section", async () => {
      await go("/es/privacy-policy/");
      await menuButton(tab, "es").click();
      await drawer(tab, "es")
        .getByRole("link", { name: t("es", "nav.product") })
        .click();
      await expect(tab).toHaveURL(state === "after hydration" ? "/es/" : "/es/#product");
      await expectUnderHeader(tab, "product");
      await expect(drawer(tab, "es")).toBeHidden();
    });
  });
}

test("after hydration, a click inside, away from the items, leaves it open", async ({ page }) => {
  await open(page, "/");
  await menuButton(page).click();
  // Read on the slide-in's first frame, the box would still be off-screen and the click miss it.
  await expect
    .poll(() => drawer(page).boundingBox())
    .toMatchObject({ y: 0, x: PHONE.width - DRAWER_WIDTH });
  await page.mouse.click(PHONE.width - DRAWER_WIDTH / 2, PHONE.height - 20);
  await expect(drawer(page)).toBeVisible();
});

test("without JavaScript or invoker commands, it opens as a popover that closes the same ways", async ({
  guard,
}) => {
  const page = await (await guard.newContext({ javaScriptEnabled: false })).newPage();
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await withoutInvokerCommands(page);
  for (const close of closers(page)) {
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    expect(await drawer(page).evaluate((d) => d.matches(":popover-open"))).toBe(true);
    await close();
    await expect(drawer(page)).toBeHidden();
  }
});

test.describe("before hydration", () => {
  test("a choice on the same page closes it and lands its section", async ({ page }) => {
    await holdBundles(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await menuButton(page).click();
    await drawer(page)
      .getByRole("link", { name: t("en", "nav.contact") })
      .click();
    await expect(drawer(page)).toBeHidden();
    await expectUnderHeader(page, "contact");
    expect(await bundlesRan(page)).toBe(false);
  });

  for (const commands of [true, false]) {
    test(`the first frame paints the drawer, the next task makes it modal (${commands ? "invoker commands" : "popovertarget only"})`, async ({
      page,
    }) => {
      await holdBundles(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      if (!commands) await withoutInvokerCommands(page);
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
      expect(await bundlesRan(page)).toBe(false);
    });
  }

  test("a drawer opened before hydration stays open and correct after it", async ({ page }) => {
    const bundles = await holdBundles(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible({ timeout: 500 });
    bundles.release();
    await hydrated(page);
    await expect(drawer(page)).toBeVisible();
    await expectDrawerAnnounced(page);
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expectMenuButtonCollapsed(page);
  });
});
