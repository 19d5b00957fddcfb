// @ts-check
/**
 * Renders Trailmark's screens for the Product section from the HTML mocks beside this file with
 * Debian's Chromium (no download, no network; only installed fonts), then recompresses the PNGs
 * losslessly with sharp: `npm run product-shots`. Commit the PNGs it writes to src/images/product/;
 * the build makes the AVIF/WebP sizes from them.
 *
 * Each screen is rendered at twice the largest size the site displays it (see
 * src/components/sections/ProductScreens.tsx), so 2x screens get sharp pixels and nothing larger
 * is committed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../harness/chromium.cjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, "..", "..", "src", "images", "product");

/** CSS size of each mock and the scale that yields its committed pixel size. */
const screens = [
  { mock: "desktop.html", out: "desktop.png", width: 1200, height: 750, scale: 1.4 },
  { mock: "phone.html", out: "phone.png", width: 350, height: 760, scale: 1.6 },
];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const screen of screens) {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.scale,
      colorScheme: "light",
      locale: "en-US",
    });
    // Only the mock's own folder may load: anything else would make the render depend on the net.
    await context.route(/^(?!file:)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`file://${path.join(here, screen.mock)}`);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png" });
    await context.close();
    const out = path.join(outDir, screen.out);
    await sharp(png).png({ compressionLevel: 9, effort: 10, palette: false }).toFile(out);
    const { width, height } = await sharp(out).metadata();
    console.log(
      `src/images/product/${screen.out} ${width}x${height} ${fs.statSync(out).size} bytes`,
    );
  }
} finally {
  await browser.close();
}
