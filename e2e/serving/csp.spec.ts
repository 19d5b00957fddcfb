import { expect, test } from "@playwright/test";
import { browseEverything, watchPolicies } from "./support/browsing";
import { HTTP_ORIGIN_ENV, required, TLS_ORIGIN_ENV } from "./support/env";

/**
 * Browsed over TLS, as visitors reach the site: over plain HTTP the policy differs only by
 * `upgrade-insecure-requests` (headers.spec.ts), which blocks nothing.
 */
test("no CSP violation browsing every page, navigating, switching language and theme", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { violations, consoleErrors } = await watchPolicies(page);
  await browseEverything(page, required(TLS_ORIGIN_ENV));
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/** Also the proof that the watcher sees a violation, so that the test above can fail. */
test("style-src-attr 'unsafe-inline' is needed: Gatsby's markup has style attributes", async ({
  page,
}) => {
  const origin = required(HTTP_ORIGIN_ENV);
  const { violations } = await watchPolicies(page);
  await page.route(`${origin}/`, async (route) => {
    const response = await route.fetch();
    const csp = response.headers()["content-security-policy"] as string;
    const strict = csp.replace("style-src-attr 'unsafe-inline'; ", "");
    expect(strict).not.toBe(csp);
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": strict },
    });
  });
  await page.goto(`${origin}/`);
  await expect.poll(() => violations.map(({ directive }) => directive)).toContain("style-src-attr");
});
