import { test, expect } from "./support/fixtures";
import { miniBrowserConsole } from "./support/engines";
import { readMonitor } from "./support/monitor";
import { languages, localized, pages, t } from "../support/site";

/** The document of a missing page answers 404: engines log that load as an error. */
const NOT_FOUND = /404|Not Found/i;

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

test.describe("every route", () => {
  for (const lng of languages) {
    for (const kind of pages) {
      const path = localized(kind.path, lng);
      test(`${path} renders in ${lng} with its images and no error`, async ({ open, allowed }) => {
        if (kind.status === 404) allowed.push(NOT_FOUND);
        const tab = await open({ language: lng === "es" ? "es" : "en" });
        await tab.setViewport({ width: 1280, height: 800 });
        await tab.goto(path);
        await expect
          .poll(() =>
            tab.evaluate(
              () => performance.getEntriesByName("onInitialClientRender").length,
              undefined,
            ),
          )
          .toBeGreaterThan(0);
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
          lang: lng,
          title: t(lng, kind.title),
          h1: t(lng, kind.heading),
          path,
        });
        expect(await tab.evaluate(brokenImages, undefined)).toEqual([]);
        expect((await tab.evaluate(readMonitor, undefined))?.problems).toBeDefined();
      });
    }
  }
});

/**
 * WebKit's automation sessions print no console, and some of its errors never reach the page
 * (an unrecognized Content-Security-Policy directive is one): a plain MiniBrowser run writes its
 * console to stdout. Each route is opened until the monitor reports the page hydrated.
 */
test.describe("WebKit's own console", () => {
  test.skip(({ engineName }) => engineName !== "webkit", "WebKit only");
  for (const lng of languages) {
    for (const kind of pages) {
      const path = localized(kind.path, lng);
      test(`${path} logs no error`, async ({ engineName }, testInfo) => {
        expect(engineName).toBe("webkit");
        const output = await miniBrowserConsole(
          new URL(path, String(testInfo.project.use.baseURL)).href,
        );
        const errors = output
          .split("\n")
          .filter((line) => /CONSOLE .*ERROR/.test(line))
          .filter((line) => !(kind.status === 404 && NOT_FOUND.test(line)));
        expect(output).toContain("monitor: settled");
        expect(errors).toEqual([]);
      });
    }
  }
});
