import { test, expect } from "./support/fixtures";
import { readMonitor } from "./support/monitor";
import { MENU_BUTTON, drawerState, isHydrated, pageState, expectUnderHeader } from "./support/page";
import { DRAWER_WIDTH, PHONE, DESKTOP, storageKeys } from "../support/site";

/**
 * What a visitor meets, in each engine: the theme and language of the first frame, the flags
 * (WebKit has no requestIdleCallback), the drawer with and without JavaScript (popover and
 * invoker-command support differ), and the header's items landing their sections.
 */

test.describe("before the first paint", () => {
  test("a dark system theme paints the first frame dark", async ({ open }) => {
    const tab = await open({ colorScheme: "dark" });
    await tab.goto("/");
    await expect.poll(() => isHydrated(tab)).toBe(true);
    const state = await tab.evaluate(readMonitor, undefined);
    expect(state?.firstFrame).toEqual({ dark: true, lang: "en", path: "/" });
  });

  test("a Spanish browser's first frame is the Spanish page", async ({ open }) => {
    const tab = await open({ language: "es" });
    await tab.goto("/");
    await expect.poll(() => tab.evaluate(pageState, storageKeys)).toMatchObject({ path: "/es/" });
    await expect.poll(() => isHydrated(tab)).toBe(true);
    const state = await tab.evaluate(readMonitor, undefined);
    expect(state?.firstFrame).toEqual({ dark: false, lang: "es", path: "/es/" });
  });
});

test("the Spanish page is made ready once the flags are on screen; the flag switches to it at once and remembers it", async ({
  open,
}) => {
  const tab = await open();
  await tab.setViewport(DESKTOP);
  await tab.goto("/");
  await expect.poll(() => isHydrated(tab)).toBe(true);
  await tab.evaluate(() => document.querySelector("footer")?.scrollIntoView(), undefined);
  const pageData = () =>
    tab.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .map(({ name }) => name)
          .filter((name) => name.includes("/page-data/")),
      undefined,
    );
  // Made ready in idle time, at once (Gatsby's own prefetch would wait 3 s).
  await expect
    .poll(async () => (await pageData()).some((name) => name.endsWith("/es/page-data.json")), {
      timeout: 2000,
    })
    .toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const asked = await pageData();
  await tab.click('footer a[hreflang="es"]');
  await expect
    .poll(() => tab.evaluate(pageState, storageKeys))
    .toMatchObject({ path: "/es/", hash: "", lang: "es", stored: "es" });
  expect(await pageData(), "requests at the tap").toEqual(asked);
});

for (const javaScript of [true, false]) {
  test(`the drawer ${javaScript ? "after hydration" : "without JavaScript"}: opens at the edge and a choice lands its section`, async ({
    open,
  }, testInfo) => {
    const tab = await open({ javaScript });
    await tab.setViewport(PHONE);
    await tab.goto("/es/privacy-policy/");
    if (javaScript) await expect.poll(() => isHydrated(tab)).toBe(true);
    await tab.click(MENU_BUTTON);
    // Flush with the end edge once it has slid in, whatever a scrollbar takes.
    await expect
      .poll(async () => {
        const { left, width, viewport } = await tab.evaluate(drawerState, undefined);
        return { width, fromEnd: viewport - left };
      })
      .toEqual({ width: DRAWER_WIDTH, fromEnd: DRAWER_WIDTH });
    // Shown as a popover in the tap's frame, made modal in the next task (first-paint.spec.ts).
    const shown = async () => (await tab.evaluate(drawerState, undefined)).shown;
    if (javaScript) await expect.poll(shown).toBe("modal");
    testInfo.annotations.push({ type: "drawer", description: `${tab.engine}: ${await shown()}` });
    await tab.click('dialog a[href="/es/#product"]');
    // With JavaScript the site navigates and scrolls; without, the browser follows the link.
    await expect
      .poll(() => tab.evaluate(pageState, storageKeys))
      .toMatchObject(javaScript ? { path: "/es/" } : { path: "/es/", hash: "#product" });
    await expectUnderHeader(tab, "product");
    expect(await shown()).toBe("closed");
  });
}

test("the header's items land each section just under the header", async ({ open }) => {
  const tab = await open();
  await tab.setViewport(DESKTOP);
  await tab.goto("/");
  await expect.poll(() => isHydrated(tab)).toBe(true);
  for (const id of ["team", "technology", "contact"]) {
    await tab.click(`header nav a[href="/#${id}"]`);
    await expect.poll(() => tab.evaluate(pageState, storageKeys)).toMatchObject({ focused: id });
    await expectUnderHeader(tab, id);
  }
});
