import { expect, test } from "@playwright/test";
import { browseEverything, watchPolicies } from "./support/browsing";
import { HTTP_ORIGIN_ENV, required, TLS_ORIGIN_ENV } from "./support/env";

for (const mode of ["http", "tls"] as const) {
  test(`no CSP violation browsing every page, navigating, switching language and theme (${mode})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { violations, consoleErrors } = await watchPolicies(page);
    await browseEverything(page, required(mode === "http" ? HTTP_ORIGIN_ENV : TLS_ORIGIN_ENV));
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("the detector works: a policy missing one script hash is reported", async ({ page }) => {
  const origin = required(HTTP_ORIGIN_ENV);
  const { violations } = await watchPolicies(page);
  await page.route(`${origin}/`, async (route) => {
    const response = await route.fetch();
    const csp = response.headers()["content-security-policy"] as string;
    // Drop the first script hash (the pre-paint script's).
    const weakened = csp.replace(/(script-src 'self') '[^']+'/, "$1");
    expect(weakened).not.toBe(csp);
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": weakened },
    });
  });
  await page.goto(`${origin}/`);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]?.directive).toBe("script-src-elem");
});

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
