// @ts-check
/**
 * Renders the committed raster icons from SVG with Debian's Chromium (no download, no network):
 * `npm run icons`. Run it again after changing the logo (static/favicon.svg) and commit the PNGs
 * it writes. `/favicon.ico` is not written here: the build packs it from the favicon-*.png files
 * (plugins/seo-files/ico.ts). The social image, static/og-image.png, is a committed file.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.cjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const logo = fs.readFileSync(path.join(root, "static", "favicon.svg"), "utf8");

/** @type {{ file: string, svg: string, width: number, height: number, background?: string, padding?: number }[]} */
const targets = [
  { file: "static/icons/favicon-16.png", svg: logo, width: 16, height: 16 },
  { file: "static/icons/favicon-32.png", svg: logo, width: 32, height: 32 },
  { file: "static/icons/favicon-48.png", svg: logo, width: 48, height: 48 },
  { file: "static/icons/icon-192.png", svg: logo, width: 192, height: 192 },
  { file: "static/icons/icon-512.png", svg: logo, width: 512, height: 512 },
  // iOS fills transparency with black: give the touch icon a solid, padded background.
  {
    file: "static/apple-touch-icon.png",
    svg: logo,
    width: 180,
    height: 180,
    background: "#ffffff",
    padding: 14,
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const target of targets) {
    const page = await browser.newPage({
      viewport: { width: target.width, height: target.height },
    });
    const padding = target.padding ?? 0;
    const src = `data:image/svg+xml;base64,${Buffer.from(target.svg).toString("base64")}`;
    await page.setContent(
      `<html><body style="margin:0;background:${target.background ?? "transparent"}">` +
        `<img src="${src}" style="display:block;margin:${padding}px;` +
        `width:${target.width - 2 * padding}px;height:${target.height - 2 * padding}px"></body></html>`,
    );
    await page.locator("img").evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
    const out = path.join(root, target.file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out, omitBackground: !target.background, type: "png" });
    await page.close();
    console.log(`${target.file} ${target.width}x${target.height} ${fs.statSync(out).size} bytes`);
  }
} finally {
  await browser.close();
}
