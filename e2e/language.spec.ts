import type { BrowserContext, Page, Request } from "@playwright/test";
import { test, expect, footerPrivacyLink, hydrated, open } from "./support/fixtures";
import { beforeBundles, holdBundles } from "./support/prePaint";
import { localized, storageKeys, t } from "./support/site";
import { mixedFrames, recordSwitchFrames, recordedSwitchFrames } from "./support/switchFrames";

const cachedLanguage = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.language);

/** The footer flag that switches a `pageLng` page to `target`. */
const flag = (page: Page, pageLng: string, target: string) =>
  page.getByRole("contentinfo").getByRole("link", {
    name: t(pageLng, "footer.language.switchTo", { language: t(target, "lang.name") }),
  });

/**
 * Where the reader is: the scroll offset, and the first block of text wholly in view (what a
 * browser anchors scrolling to) with its distance from the top. The same element after a switch: React
 * changes its words in place.
 */
const readingPosition = (page: Page) =>
  page.evaluate(() => {
    const w = window as typeof window & { readingAnchor?: Element };
    w.readingAnchor ??= [...document.querySelectorAll("main :is(p, h1, h2, h3, li)")].find(
      (block) => {
        const { top, bottom } = block.getBoundingClientRect();
        return top >= 0 && bottom <= innerHeight;
      },
    );
    const anchor = w.readingAnchor;
    return {
      scrollY: Math.round(scrollY),
      anchorTop: anchor?.isConnected ? Math.round(anchor.getBoundingClientRect().top) : null,
    };
  });

/**
 * Kept means one of the two ways a browser keeps a reader's place when the words above change
 * length: scroll anchoring keeps the element in view where it was (Chromium, Firefox); without
 * it (WebKit) the offset stays. The element must still be there: a page built anew costs a
 * low-tier phone a quarter of a second more. Anything else is reported as the position found.
 */
async function placeKept(page: Page, before: Awaited<ReturnType<typeof readingPosition>>) {
  const after = await readingPosition(page);
  const kept = after.scrollY === before.scrollY || after.anchorTop === before.anchorTop;
  return kept && after.anchorTop !== null ? "kept" : after;
}

/** Seed browser storage once, before the first page of the test runs. */
async function seed(page: Page, entries: { local?: string; session?: string }) {
  await page.addInitScript(
    ([key, local, session]) => {
      if (window.name === "seeded") return;
      window.name = "seeded";
      if (local !== undefined) localStorage.setItem(key, local);
      if (session !== undefined) sessionStorage.setItem(key, session);
    },
    [storageKeys.language, entries.local, entries.session] as const,
  );
}

async function setCookie(context: BrowserContext, baseURL: string | undefined, value: string) {
  await context.addCookies([{ name: storageKeys.languageCookie, value, url: `${baseURL}/` }]);
}

test.describe("flags", () => {
  for (const [from, to] of [
    ["en", "es"],
    ["es", "en"],
  ] as const) {
    test(`the ${to} flag switches a ${from} page to ${to} at once, keeps the position and caches i18nextLng`, async ({
      page,
    }) => {
      await open(page, localized("/privacy-policy/", from));
      await page.evaluate(() => window.scrollTo(0, 1200));
      const before = await readingPosition(page);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await flag(page, from, to).evaluate((link: HTMLElement) => link.click()); // no scroll-into-view
      await expect(page).toHaveURL(localized("/privacy-policy/", to));
      await expect(page.locator("html")).toHaveAttribute("lang", to);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(to, "privacy.title"));
      expect(await cachedLanguage(page)).toBe(to);
      // A client-side switch: no new document was requested.
      expect(requests.filter((url) => url.endsWith(".html") || url.endsWith("/"))).toEqual([]);
      await expect.poll(() => placeKept(page, before)).toBe("kept");
    });
  }

  for (const [from, to] of [
    ["en", "es"],
    ["es", "en"],
  ] as const) {
    test(`every frame of a switch from ${from} to ${to} shows one language: its words and <html lang> together`, async ({
      page,
    }) => {
      await open(page, localized("/", from));
      const link = flag(page, from, to);
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(recordSwitchFrames);
      await link.click();
      await expect(page.locator("html")).toHaveAttribute("lang", to);
      await expect(page.locator("#technology h2")).toHaveText(t(to, "sections.technology.title"));
      const frames = await page.evaluate(recordedSwitchFrames);
      expect(mixedFrames(frames), "frames whose words are not in their <html lang>").toEqual([]);
      expect(frames.some(({ lang }) => lang === to)).toBe(true);
    });
  }

  for (const saveData of [false, true]) {
    test(`the other language's page is fetched and made ready as soon as the flags are on screen${saveData ? ", never with Save-Data" : ""}`, async ({
      page,
    }) => {
      if (saveData) {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, "connection", { value: { saveData: true } });
        });
      }
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
      if (saveData) {
        await page.waitForTimeout(4500);
        expect(fetched).toEqual([]);
      } else {
        // In idle time, at once: Gatsby's own prefetch would wait 3 s, longer than a visitor
        // takes to reach a flag and tap it.
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
      }
    });
  }

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
});

test.describe("detection on an unprefixed URL", () => {
  const cases: {
    name: string;
    url?: string;
    cookie?: string;
    local?: string;
    session?: string;
    locale?: string;
    expected: string;
  }[] = [
    {
      name: "query ?lng=es alone",
      url: "/privacy-policy/?lng=es",
      expected: "/es/privacy-policy/",
    },
    { name: "cookie i18next=es alone", cookie: "es", expected: "/es/privacy-policy/" },
    { name: "localStorage i18nextLng=es alone", local: "es", expected: "/es/privacy-policy/" },
    { name: "sessionStorage i18nextLng=es alone", session: "es", expected: "/es/privacy-policy/" },
    { name: "browser language es-ES alone", locale: "es-ES", expected: "/es/privacy-policy/" },
    { name: "browser language en-US alone", locale: "en-US", expected: "/privacy-policy/" },
    {
      name: "query ?lng=en over cookie es",
      url: "/privacy-policy/?lng=en",
      cookie: "es",
      expected: "/privacy-policy/?lng=en",
    },
    {
      name: "cookie en over localStorage es",
      cookie: "en",
      local: "es",
      expected: "/privacy-policy/",
    },
    {
      name: "localStorage en over sessionStorage es",
      local: "en",
      session: "es",
      expected: "/privacy-policy/",
    },
    {
      name: "sessionStorage en over browser es-ES",
      session: "en",
      locale: "es-ES",
      expected: "/privacy-policy/",
    },
    {
      name: "cookie es over browser en-US",
      cookie: "es",
      locale: "en-US",
      expected: "/es/privacy-policy/",
    },
  ];

  for (const c of cases) {
    const lng = c.expected.startsWith("/es/") ? "es" : "en";
    test(`${c.name} → ${c.expected}, decided before any bundle runs, i18nextLng=${lng}`, async ({
      guard,
      baseURL,
    }) => {
      const context = await guard.newContext({ locale: c.locale ?? "en-US" });
      const page = await context.newPage();
      if (c.cookie) await setCookie(context, baseURL, c.cookie);
      await seed(page, c);
      const bundles = await holdBundles(page);
      await page.goto(c.url ?? "/privacy-policy/", { waitUntil: "domcontentloaded" });
      await expect
        .poll(() => beforeBundles(page))
        .toMatchObject({ bundlesRan: false, lang: lng, path: c.expected.split("?")[0] });
      bundles.release();
      await hydrated(page);
      await expect(page).toHaveURL(c.expected);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lng, "privacy.title"));
      expect(await cachedLanguage(page)).toBe(lng);
    });
  }

  test("the query's other parameters and the hash survive the redirect; lng is dropped", async ({
    page,
  }) => {
    await open(page, "/?lng=es&utm_source=news#team");
    await expect(page).toHaveURL("/es/?utm_source=news#team");
  });
});

test.describe("prefixed URLs", () => {
  for (const [stored, url] of [
    ["en", "/es/privacy-policy/"],
    ["es", "/privacy-policy/?lng=en"],
  ] as const) {
    test(`${url} wins over stored ${stored}, cookie ${stored} and browser ${stored}`, async ({
      guard,
      baseURL,
    }) => {
      const context = await guard.newContext({ locale: stored });
      const page = await context.newPage();
      await setCookie(context, baseURL, stored);
      await seed(page, { local: stored, session: stored });
      await open(page, url);
      await expect(page).toHaveURL(url);
      const lng = stored === "en" ? "es" : "en";
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      expect(await cachedLanguage(page)).toBe(lng);
    });
  }

  test("/es/?lng=en: an explicit ?lng= overrides the prefix", async ({ page }) => {
    await open(page, "/es/privacy-policy/?lng=en");
    await expect(page).toHaveURL("/privacy-policy/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await cachedLanguage(page)).toBe("en");
  });
});

test.describe("hostile or unknown values", () => {
  for (const [name, setup] of [
    ["?lng=<script>", { url: "/?lng=%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E" }],
    ["?lng=fr", { url: "/?lng=fr" }],
    ["?lng=es-<img> (a supported prefix with garbage)", { url: "/?lng=esx%3Cimg%20src%3Dx%3E" }],
    ['cookie "es;<b>"', { cookie: "%3Cb%3Ees" }],
    ["localStorage fr", { local: "fr" }],
    ["localStorage of 10 kB", { local: "es".repeat(5000) }],
    ["sessionStorage javascript:alert(1)", { session: "javascript:alert(1)" }],
    ["browser language fr-FR", { locale: "fr-FR" }],
  ] as const) {
    test(`${name} is ignored: the English page stays, nothing runs, en is cached`, async ({
      guard,
      baseURL,
    }) => {
      const s = setup as {
        url?: string;
        cookie?: string;
        local?: string;
        session?: string;
        locale?: string;
      };
      const context = await guard.newContext({ locale: s.locale ?? "en-US" });
      const page = await context.newPage();
      if (s.cookie) await setCookie(context, baseURL, s.cookie);
      await seed(page, s);
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await open(page, s.url ?? "/");
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

test.describe("translations", () => {
  test("a normal visit requests no translation file: pages, navigation and a language switch", async ({
    page,
  }) => {
    const translationRequests: string[] = [];
    const isTranslation = (request: Request) =>
      new URL(request.url()).pathname.startsWith("/locales/");
    page.on("request", (request) => {
      if (isTranslation(request)) translationRequests.push(request.url());
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
});
