import type { Page } from "@playwright/test";

/**
 * Holds every JavaScript bundle until `release()` is called, so a test can look at the page as it
 * is before any bundle runs (only the inline pre-paint script has run).
 */
export async function holdBundles(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
  return { release };
}

/** What the pre-paint script left behind, and proof that no bundle has run yet. */
export function beforeBundles(page: Page) {
  return page.evaluate(() => ({
    bundlesRan: "___loader" in window || "___emitter" in window,
    dark: document.body.classList.contains("dark"),
    lang: document.documentElement.lang,
    path: window.location.pathname,
  }));
}
