import type { Page } from "@playwright/test";
import { test, expect, footerPrivacyLink, hydrated, open } from "./support/fixtures";
import { beforeBundles, holdBundles } from "./support/prePaint";
import { storageKeys, t } from "./support/site";

/*
 * What only a browser can prove about the language: the redirect happens before any bundle runs
 * and the page then hydrates in that language; a switch keeps the reader's place and never paints
 * two languages in one frame. The detection order, prefixed URLs and unknown or hostile values
 * are the pre-paint script's own decisions, checked in __tests__/i18n/prePaint.test.ts.
 */

const cachedLanguage = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.language);

/** The footer flag that switches a `pageLng` page to `target`. */
const flag = (page: Page, pageLng: string, target: string) =>
  page.getByRole("contentinfo").getByRole("link", {
    name: t(pageLng, "footer.language.switchTo", { language: t(target, "lang.name") }),
  });

/**
 * Where the reader is: the scroll offset, and where each block of text in view (partly or wholly)
 * stands from the top. The same elements after a switch: React changes their words in place.
 */
const readingPosition = (page: Page) =>
  page.evaluate(() => {
    const w = window as typeof window & { readingBlocks?: Element[] };
    w.readingBlocks ??= [...document.querySelectorAll("main :is(p, h1, h2, h3, li)")].filter(
      (block) => {
        const { top, bottom } = block.getBoundingClientRect();
        return bottom > 0 && top < innerHeight;
      },
    );
    return {
      scrollY: Math.round(scrollY),
      tops: w.readingBlocks.map((block) =>
        block.isConnected ? Math.round(block.getBoundingClientRect().top) : null,
      ),
    };
  });

/**
 * Kept means one of the two ways a browser keeps a reader's place when the words above change
 * length: scroll anchoring keeps one block in view where it was (Chromium and Firefox pick it
 * themselves, often the one the top edge cuts); without it (WebKit) the offset stays. The blocks
 * must still be there: a page built anew costs a low-tier phone a quarter of a second more.
 * Anything else is reported as the position found.
 */
async function placeKept(page: Page, before: Awaited<ReturnType<typeof readingPosition>>) {
  const after = await readingPosition(page);
  const anchored = after.tops.some((top, i) => top !== null && top === before.tops[i]);
  const stayed = after.scrollY === before.scrollY && !after.tops.includes(null);
  return anchored || stayed ? "kept" : after;
}

test.describe("flags", () => {
  test("the es flag switches an en page at once, keeps the position and caches i18nextLng", async ({
    page,
  }) => {
    await open(page, "/privacy-policy/");
    await page.evaluate(() => window.scrollTo(0, 1200));
    const before = await readingPosition(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await flag(page, "en", "es").evaluate((link: HTMLElement) => link.click()); // no scroll-into-view
    await expect(page).toHaveURL("/es/privacy-policy/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "privacy.title"));
    expect(await cachedLanguage(page)).toBe("es");
    // A client-side switch: no new document was requested.
    expect(requests.filter((url) => url.endsWith(".html") || url.endsWith("/"))).toEqual([]);
    await expect.poll(() => placeKept(page, before)).toBe("kept");
  });

  test("every frame of a switch from es to en shows one language: its words and <html lang> together", async ({
    page,
  }) => {
    const heading = "#technology h2";
    await open(page, "/es/");
    const link = flag(page, "es", "en");
    await link.scrollIntoViewIfNeeded();
    // From the click on, what each frame paints (the DOM as its animation callbacks find it).
    await page.evaluate((selector) => {
      const frames: { lang: string; words: string }[] = [];
      Object.assign(window, { switchFrames: frames });
      const sample = () => {
        const words = document.querySelector(selector)?.textContent ?? "";
        frames.push({ lang: document.documentElement.lang, words });
        if (frames.length < 120) requestAnimationFrame(sample);
      };
      document.addEventListener("click", () => requestAnimationFrame(sample), { once: true });
    }, heading);
    await link.click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator(heading)).toHaveText(t("en", "sections.technology.title"));
    const frames = await page.evaluate(
      () => (window as unknown as { switchFrames: { lang: string; words: string }[] }).switchFrames,
    );
    const mixed = frames.filter(
      ({ lang, words }) => t(lang, "sections.technology.title") !== words,
    );
    expect(mixed, "frames whose words are not in their <html lang>").toEqual([]);
    expect(frames.some(({ lang }) => lang === "en")).toBe(true);
  });

  // Save-Data and 2G fetch nothing: __tests__/i18n/prepareLanguage.test.ts.
  test("the other language's page is fetched and made ready as soon as the flags are on screen", async ({
    page,
  }) => {
    const otherPageData = /\/page-data\/es\/privacy-policy\/page-data\.json$/;
    const fetched: string[] = [];
    const pageData: string[] = [];
    page.on("request", (request) => {
      if (otherPageData.test(request.url())) fetched.push(request.url());
      if (request.url().includes("/page-data/")) pageData.push(request.url());
    });
    await open(page, "/privacy-policy/");
    // Gatsby's loader starts a prefetch batch 3 s after the first request for one.
    await page.waitForTimeout(4500);
    expect(fetched, "nothing fetched while the flags are off screen").toEqual([]);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    // In idle time, at once: Gatsby's own prefetch would wait 3 s, longer than a visitor takes
    // to reach a flag and tap it.
    await expect
      .poll(() => fetched.length, {
        timeout: 2000,
        message: "the other page fetched within 2 s of the flags coming on screen",
      })
      .toBeGreaterThan(0);
    // Loaded as on a link's hover (with Gatsby's app-data check), then its words made.
    await page.waitForTimeout(1000);
    const asked = [...pageData];
    await flag(page, "en", "es").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(pageData, "the switch waited for no request").toEqual(asked);
  });

  test("the current language's flag is marked and a click on it only caches the choice", async ({
    page,
  }) => {
    await open(page, "/es/");
    await expect(flag(page, "es", "es")).toHaveAttribute("aria-current", "true");
    await expect(flag(page, "es", "en")).not.toHaveAttribute("aria-current", /.*/);
    await page.evaluate((key) => localStorage.removeItem(key), storageKeys.language);
    await flag(page, "es", "es").click();
    await expect(page).toHaveURL("/es/");
    expect(await cachedLanguage(page)).toBe("es");
  });
});

test.describe("detection", () => {
  test("a Spanish browser on an unprefixed URL is sent to the Spanish page before any bundle runs", async ({
    guard,
  }) => {
    const context = await guard.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    const bundles = await holdBundles(page);
    await page.goto("/privacy-policy/", { waitUntil: "domcontentloaded" });
    await expect
      .poll(() => beforeBundles(page))
      .toMatchObject({ bundlesRan: false, lang: "es", path: "/es/privacy-policy/" });
    bundles.release();
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "privacy.title"));
    expect(await cachedLanguage(page)).toBe("es");
  });

  test("after choosing English on a Spanish page, a Spanish browser still gets English next time", async ({
    guard,
  }) => {
    const context = await guard.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    await open(page, "/");
    await expect(page).toHaveURL("/es/"); // the browser language decided
    await flag(page, "es", "en").click();
    await expect(page).toHaveURL("/");
    await open(page, "/privacy-policy/"); // a full load: the cached choice beats the browser
    await expect(page).toHaveURL("/privacy-policy/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  for (const [name, hostile] of [
    ["?lng=<script>", { url: "/?lng=%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E" }],
    ['cookie "<b>es"', { url: "/", cookie: "%3Cb%3Ees" }],
  ] as const) {
    test(`${name} is ignored: the English page stays, nothing runs, en is cached`, async ({
      page,
      context,
      baseURL,
    }) => {
      if ("cookie" in hostile) {
        const cookie = { name: storageKeys.languageCookie, value: hostile.cookie };
        await context.addCookies([{ ...cookie, url: `${baseURL}/` }]);
      }
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await open(page, hostile.url);
      expect(new URL(page.url()).pathname).toBe("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("en", "sections.home.title"),
      );
      expect(await page.evaluate(() => "pwned" in window)).toBe(false);
      expect(dialogs).toBe(0);
      expect(await page.locator("script:not([src])").allTextContents()).not.toContain(
        expect.stringContaining("pwned"),
      );
      expect(await cachedLanguage(page)).toBe("en");
    });
  }
});

test("a normal visit requests no translation file: pages, navigation and a language switch", async ({
  page,
}) => {
  const translationRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/locales/")) {
      translationRequests.push(request.url());
    }
  });
  await open(page, "/");
  await footerPrivacyLink(page).click();
  await expect(page).toHaveURL("/privacy-policy/");
  await flag(page, "en", "es").click();
  await expect(page).toHaveURL("/es/privacy-policy/");
  await open(page, "/es/");
  expect(translationRequests).toEqual([]);
  // The fallback loader's code is not even downloaded.
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(scripts.filter((name) => name.includes("translation-fallback"))).toEqual([]);
});
