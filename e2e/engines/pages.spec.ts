import { test, expect } from "./support/fixtures";
import { miniBrowserConsole } from "./support/engines";
import { readMonitor } from "./support/monitor";
import { isHydrated } from "./support/page";
import { findLayoutDefects, type LayoutDefect } from "../support/layoutDefects";
import { DESKTOP, VIEWPORTS, languages, localized, pages, t, viewportName } from "../support/site";

/** The document of a missing page answers 404: engines log that load as an error. */
const NOT_FOUND = /404|Not Found/i;

/** One page of each kind, the languages taking turns (behaviour.spec.ts meets the others). */
const routes = pages.map((kind, index) => {
  const lng = languages[index % languages.length]!;
  return { ...kind, lng, url: localized(kind.path, lng) };
});

/**
 * Chromium walks the whole width matrix in e2e/languages/layout.spec.ts; here each engine walks
 * the phone widths where the layouts broke, a tablet, a laptop and a landscape phone (Firefox
 * with classic scrollbars, so a 390 px window lays out at 378 px).
 */
const ENGINE_WIDTHS = [320, 360, 375, 390, 768, 1280, 844];
const viewports = VIEWPORTS.filter((viewport) => ENGINE_WIDTHS.includes(viewport.width));

/** Scrolls through the page so lazy images load, then lists the images that did not. */
async function brokenImages(): Promise<string[]> {
  const step = Math.max(200, innerHeight - 100);
  for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  const images = Array.from(document.images);
  await Promise.all(
    images.map((image) =>
      image.complete
        ? null
        : new Promise((resolve) => {
            image.addEventListener("load", resolve);
            image.addEventListener("error", resolve);
          }),
    ),
  ).catch(() => null);
  await Promise.all(images.map((image) => image.decode().catch(() => null)));
  window.scrollTo(0, 0);
  return images
    .filter((image) => !image.complete || image.naturalWidth === 0)
    .map((image) => image.currentSrc || image.src);
}

for (const route of routes) {
  test(`${route.url} renders in ${route.lng} with its images and fits every width`, async ({
    open,
    allowed,
  }) => {
    if (route.status === 404) allowed.push(NOT_FOUND);
    const tab = await open();
    await tab.setViewport(DESKTOP);
    await tab.goto(route.url);
    await expect.poll(() => isHydrated(tab)).toBe(true);
    const page = await tab.evaluate(
      () => ({
        lang: document.documentElement.lang,
        title: document.title,
        h1: document.querySelector("h1")?.textContent ?? "",
        path: location.pathname,
      }),
      undefined,
    );
    expect(page).toEqual({
      lang: route.lng,
      title: t(route.lng, route.title),
      h1: t(route.lng, route.heading),
      path: route.url,
    });
    expect(await tab.evaluate(brokenImages, undefined)).toEqual([]);
    const found: Record<string, LayoutDefect[]> = {};
    for (const viewport of viewports) {
      await tab.setViewport(viewport);
      const defects = await tab.evaluate(findLayoutDefects, {});
      if (defects.length > 0) found[viewportName(viewport)] = defects;
    }
    expect(found).toEqual({});
    // The monitor is in the page, so its silence at the end of the test means something.
    expect((await tab.evaluate(readMonitor, undefined))?.problems).toBeDefined();
  });
}

/**
 * WebKit's automation sessions print no console, and some of its errors never reach the page
 * (an unrecognized Content-Security-Policy directive is one): a plain MiniBrowser run writes its
 * console to stdout. Each route is opened until the monitor reports the page hydrated.
 */
test.describe("WebKit's own console", () => {
  test.skip(({ engineName }) => engineName !== "webkit", "WebKit only");
  for (const route of routes) {
    test(`${route.url} logs no error`, async ({ engineName }, testInfo) => {
      expect(engineName).toBe("webkit");
      const output = await miniBrowserConsole(
        new URL(route.url, String(testInfo.project.use.baseURL)).href,
      );
      const errors = output
        .split("\n")
        .filter((line) => /CONSOLE .*ERROR/.test(line))
        .filter((line) => !(route.status === 404 && NOT_FOUND.test(line)));
      expect(output).toContain("monitor: settled");
      expect(errors).toEqual([]);
    });
  }
});
