import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, open, test } from "./support/fixtures";
import { PHONE, languages, localized, pages } from "./support/site";

/**
 * The JavaScript budget, checked on every CI run: the bytes of every script a page loads, as the
 * bench's server sends them (gzip, level 9). Counted from the files, not timed, so the figure is
 * the same on any machine; Lighthouse's transfer size adds ~0.3 KiB of headers per request.
 * A shim that silently stops matching would put i18next back in the landing bundle and fail here.
 */
const BUDGET_BYTES = 110 * 1024;
const publicDir = path.join(__dirname, "..", "public");

test.use({ viewport: PHONE });

for (const lng of languages) {
  for (const { path: pagePath, name } of pages.filter(({ status }) => status === 200)) {
    const url = localized(pagePath, lng);
    test(`${url} (${name}) loads at most ${BUDGET_BYTES / 1024} KiB of JavaScript, compressed`, async ({
      page,
    }) => {
      const scripts = new Set<string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") {
          scripts.add(new URL(response.url()).pathname);
        }
      });
      await open(page, url);
      await page.waitForLoadState("networkidle");
      expect(scripts.size, "the page loads its bundles").toBeGreaterThan(2);
      const sizes = [...scripts].map((script) => {
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
