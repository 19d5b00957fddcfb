// @ts-check
/**
 * Renders the committed raster icons from SVG with Debian's Chromium (no download, no network):
 * `npm run icons`. Run it again after changing the logo (static/favicon.svg) and commit the PNGs
 * it writes, with static/favicon.ico packed from the favicon-*.png files. The social image,
 * static/og-image.png, is a committed file.
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

/**
 * An ICO file may hold PNG images as they are (every browser reads them): a 6-byte header, a
 * 16-byte entry per image (size, 32 bits per pixel, length, offset), then the PNGs.
 */
const pngs = targets.slice(0, 3).map((target) => fs.readFileSync(path.join(root, target.file)));
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(targets[index].width, entry);
  header.writeUInt8(targets[index].height, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
fs.writeFileSync(path.join(root, "static", "favicon.ico"), Buffer.concat([header, ...pngs]));
console.log(`static/favicon.ico ${offset} bytes`);
