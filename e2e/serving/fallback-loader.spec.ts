import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { HTTP_ORIGIN_ENV, required } from "./support/env";
import { startFaultServer, type Scripted } from "./support/faultServer";
import { ROOT } from "../../harness/nginx";

/**
 * The fallback loader (src/i18n/fallbackLoader.ts) in the browser, against a real local server
 * that fails on purpose: a 4xx not retried, the default language as the last resort, never a raw
 * key on screen. Its 5xx retries are __tests__/i18n/fallbackLoader.test.ts's.
 */

const en = fs.readFileSync(path.join(ROOT, "locales", "en", "translations.json"), "utf8");
const ES = "/locales/es/translations.json";
const EN = "/locales/en/translations.json";
const ok = (body: string): Scripted => ({ status: 200, body });
const fail = (status: number): Scripted => ({ status, body: `{"error":${status}}` });

/** Both strings read from the locale files, so the test follows the editors' words. */
const contactTitle = (json: string) =>
  (JSON.parse(json) as { footer: { contactUs: { title: string } } }).footer.contactUs.title;

test.describe("browser: a page that arrives without its strings, served by nginx", () => {
  /**
   * `/es/` loads normally from nginx, except that its page-data loses the bundled Spanish strings
   * (as if the bundle were missing), and `/locales/...` is answered by the scripted server.
   */
  async function openWithoutStrings(page: Page, script: Record<string, Scripted[]>) {
    const origin = required(HTTP_ORIGIN_ENV);
    const server = await startFaultServer(script);
    await page.route(`${origin}/page-data/es/page-data.json`, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { result: { data: { locales: { edges: [] } } } };
      json.result.data.locales.edges = [];
      await route.fulfill({ response, json });
    });
    await page.route(`${origin}/locales/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: server.origin + url.pathname }) });
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => {
      // Expected from the simulation itself, not from the loader: the static HTML still has the
      // Spanish strings the page-data lost, so React reports hydration mismatches (#418, #423,
      // #425) and re-renders on the client; and the page's Head export, which reads the same
      // page-data, throws by design when it has no strings (see the report: to be decided).
      if (/Minified React error #(?:418|423|425)\b/.test(error.message)) return;
      if (/^No locale data for "es"/.test(error.message)) return;
      errors.push(error.message);
    });
    await page.goto(`${origin}/es/`);
    return { server, errors };
  }

  /** No dotted key such as `footer.contactUs.title` may be visible. */
  async function expectNoRawKeys(page: Page) {
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(/\b(?:nav|footer|sections|meta|site|privacy|notFound)\.[a-zA-Z]+/);
  }

  test("404: no retry; English shown, no raw keys", async ({ page }) => {
    const { server, errors } = await openWithoutStrings(page, {
      [ES]: [fail(404)],
      [EN]: [ok(en)],
    });
    await expect(page.locator("footer")).toContainText(contactTitle(en), { timeout: 10_000 });
    await expectNoRawKeys(page);
    // English is asked for only once Spanish is given up (retries included): that request is
    // the event after which a retry of Spanish can no longer come.
    await expect.poll(() => server.requestsFor(EN)).toBe(1);
    expect(server.requestsFor(ES)).toBe(1);
    expect(errors).toEqual([]);
    await server.close();
  });
});
