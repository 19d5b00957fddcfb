import { expect, test } from "@playwright/test";
import { directive, get } from "../serving/support/http";
import { required as requiredEnv } from "../serving/support/env";
import { openCms, watch } from "../../harness/cms";
import { CMS_ORIGIN_ENV } from "./support/env";

/** The CMS page is for editors only: its own strict policy, not indexed, nothing from outside. */

const origin = () => requiredEnv(CMS_ORIGIN_ENV);

test("/admin/ has its own policy, with no eval and nothing from outside but the backend", async () => {
  const answer = await get(`${origin()}/admin/`, { insecure: true });
  expect(answer.status).toBe(200);
  const csp = answer.headers["content-security-policy"] as string;
  expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
  expect(directive(csp, "default-src")).toEqual(["'none'"]);
  const scripts = directive(csp, "script-src") ?? [];
  expect(scripts[0]).toBe("'self'");
  // The import map, by hash; nothing else inline.
  expect(scripts.slice(1)).toEqual([expect.stringMatching(/^'sha256-/)]);
  expect(directive(csp, "connect-src")).toEqual([
    "'self'",
    "data:",
    "blob:",
    "https://api.github.com",
  ]);
  expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
  expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(answer.body).toContain('<meta name="robots" content="noindex, nofollow">');

  const sitemap = await get(`${origin()}/sitemap-0.xml`, { insecure: true });
  expect(sitemap.body).not.toContain("/admin");
  // The visitors' pages keep theirs.
  const home = await get(`${origin()}/`, { insecure: true });
  const homeCsp = home.headers["content-security-policy"] as string;
  expect(directive(homeCsp, "style-src")).not.toContain("'unsafe-inline'");
  expect(directive(homeCsp, "connect-src")).toEqual(["'self'"]);
  expect(home.headers["x-robots-tag"]).toBeUndefined();
  expect(home.headers["cross-origin-opener-policy"]).toBe("same-origin");
});

test.describe("in a browser set to Spanish", () => {
  test.use({ locale: "es-ES" });

  test("the CMS speaks Spanish, from its own copy, with nothing from outside", async ({ page }) => {
    const seen = await watch(page);
    await openCms(page, origin(), undefined, "Trabajar con un repositorio local");
    // The CMS's own words are Spanish; the entries are named by the site's configuration.
    await expect(page.getByText("Archivos").first()).toBeVisible();
    // Its web app manifest (a blob), fetched as Chromium does to see whether the page installs.
    await (await page.context().newCDPSession(page)).send("Page.getAppManifest");
    expect(seen).toEqual({ violations: [], errors: [], outside: [], alerts: [] });
  });
});
