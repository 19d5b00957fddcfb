import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { COMPILE_HINT } from "../plugins/compile-hints/compileHint";
import { expect, open, test } from "./support/fixtures";
import { PHONE, languages, localized, pages } from "./support/site";

/**
 * The JavaScript budget, checked on every CI run: the bytes of every script a page loads, as the
 * bench's server sends them (gzip, level 9). Counted from the files, not timed, so the figure is
 * the same on any machine; Lighthouse's transfer size adds ~0.3 KiB of headers per request.
 * What it catches: JavaScript a change or a dependency's update adds to a page. (A module shim
 * that stops matching fails the build itself: plugins/i18n-patches.)
 */
const BUDGET_BYTES = 110 * 1024;
const publicDir = path.join(__dirname, "..", "public");

test.use({ viewport: PHONE });

/** The path of every script the page loads once it has settled. */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  const record = (response: Response) => {
    if (response.request().resourceType() === "script") {
      scripts.add(new URL(response.url()).pathname);
    }
  };
  page.on("response", record);
  await open(page, url);
  await page.waitForLoadState("networkidle");
  page.off("response", record);
  expect(scripts.size, "the page loads its bundles").toBeGreaterThan(2);
  return [...scripts];
}

for (const lng of languages) {
  for (const { path: pagePath, name } of pages.filter(({ status }) => status === 200)) {
    const url = localized(pagePath, lng);
    test(`${url} (${name}) loads at most ${BUDGET_BYTES / 1024} KiB of JavaScript, compressed`, async ({
      page,
    }) => {
      const sizes = (await scriptsOf(page, url)).map((script) => {
        const file = path.join(publicDir, script);
        return { script, bytes: zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length };
      });
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      console.log(
        `${url}: JavaScript ${(total / 1024).toFixed(1)} KiB (${sizes.map(({ script, bytes }) => `${script} ${(bytes / 1024).toFixed(1)}`).join(", ")})`,
      );
      expect(total, `${(total / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
}

/**
 * Every function in these scripts runs on the first visit; without the hint V8 compiles each on
 * the main thread when first called, in the task that evaluates the bundles.
 */
test("every script a page loads is compiled off the main thread (V8's compile hint)", async ({
  page,
}) => {
  for (const url of [localized("/", "en"), localized("/privacy-policy/", "es")]) {
    for (const script of await scriptsOf(page, url)) {
      const firstLine = fs.readFileSync(path.join(publicDir, script), "utf8").split("\n")[0];
      // Only its start in a failure message: a minified bundle is one line.
      expect(firstLine?.slice(0, 80), `${url}: ${script}`).toBe(COMPILE_HINT);
    }
  }
});
