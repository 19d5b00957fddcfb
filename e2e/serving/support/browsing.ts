import { expect, type Page } from "@playwright/test";
import { t } from "../../support/site";
import { PAGES } from "./env";

/** A visitor's journey through the site, used by every host's policy test (nginx, Cloudflare). */

export type Violation = { directive: string; blocked: string; sample: string; page: string };

/**
 * Records every `securitypolicyviolation` event of every document the page loads (the listener is
 * installed before any page script runs), and every console error about CSP or Permissions-Policy.
 */
export async function watchPolicies(page: Page) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeFunction("__reportCspViolation", (violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      });
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(text)) {
      consoleErrors.push(text);
    }
  });
  page.on("pageerror", (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { violations, consoleErrors };
}

/** Set on the window: survives client-side navigation, disappears on a full page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
}

/** The footer's link to the privacy policy, followed (client-side once hydrated). */
async function toPrivacyPolicy(page: Page, origin: string) {
  await page
    .locator("footer")
    .getByRole("link", { name: t("en", "footer.quickLinks.privacy") })
    .click();
  await expect(page).toHaveURL(`${origin}/privacy-policy/`);
  await settle(page);
}

/**
 * Every page loaded fresh, the lazy images, client-side navigation, both flags and both themes:
 * everything that runs or loads under a page's policy.
 */
export async function browseEverything(page: Page, origin: string): Promise<void> {
  // 1. Every page, loaded fresh (the pre-paint script, Emotion's SSR styles, hydration). The
  //    stored language is forgotten first, or an unprefixed URL would (rightly) redirect to it.
  for (const { path, lang, status } of PAGES) {
    if (page.url().startsWith(origin)) await page.evaluate(() => localStorage.clear());
    const response = await page.goto(origin + path);
    expect(response?.status(), path).toBe(status);
    await settle(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // Hydrated: React has attached (Gatsby's router announcer exists only after hydration).
    await expect(page.locator("#gatsby-announcer")).toHaveCount(1);
  }

  // 1b. The lazy images of the landing page (sharp's AVIF files), loaded under the policy.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}/`);
  await expect
    .poll(async () => {
      // Hydration may put the scroll position back to the top: scroll again until loaded.
      await page.locator("#product picture").first().scrollIntoViewIfNeeded();
      return page
        .locator("#product picture img")
        .evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.naturalWidth > 0));
    })
    .toBe(true);
  await settle(page);

  // 2. Client-side navigation: footer link to the privacy policy, header item back home.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}/`);
  await settle(page);
  await markDocument(page);
  await toPrivacyPolicy(page, origin);
  expect(await isSameDocument(page)).toBe(true);
  await page
    .getByRole("navigation", { name: t("en", "nav.label") })
    .getByRole("link", { name: t("en", "nav.technology"), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/(#technology)?$`));
  await settle(page);
  expect(await isSameDocument(page)).toBe(true);

  // 3. Language switch with the flags, both ways.
  await page.locator('footer a[hreflang="es"]').click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/es/`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await settle(page);
  await page.locator('footer a[hreflang="en"]').click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/(#.*)?$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await settle(page);

  // 4. Theme. The toggle is hidden by design (site.showThemeToggle), so the test drives what
  //    the toggle drives: the stored `theme` that the pre-paint script applies before paint,
  //    then the system preference when nothing is stored.
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await settle(page);
  await expect(page.locator("body")).toHaveClass(/\bdark\b/);
  await toPrivacyPolicy(page, origin);
  await expect(page.locator("body")).toHaveClass(/\bdark\b/);
  await page.evaluate(() => localStorage.removeItem("theme"));
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`${origin}/es/`);
  await settle(page);
  await expect(page.locator("body")).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.reload();
  await settle(page);
  await expect(page.locator("body")).not.toHaveClass(/\bdark\b/);
}
