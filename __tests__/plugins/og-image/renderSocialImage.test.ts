/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { writeSocialImage } from "../../../plugins/og-image/renderSocialImage";
import { socialImage } from "../../../src/seo/assets";

const svg = fs.readFileSync(path.join(__dirname, "../../../plugins/og-image/og-image.svg"), "utf8");
const size = { width: socialImage.width, height: socialImage.height };

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-image-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the social image", () => {
  it("is rendered from its SVG source as a PNG of the advertised size", async () => {
    const target = path.join(dir, "public", "og-image.png");
    const result = await writeSocialImage({ svg, size, target, cacheDir: path.join(dir, "c") });
    const meta = await sharp(target).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", size.width, size.height]);
    expect(result).toEqual({ cached: false, bytes: fs.statSync(target).size });
    // Not a blank canvas: the design's dark sky and teal hills are both there.
    const { dominant } = await sharp(target).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it("is reused by the next build and rendered again when the design changes", async () => {
    const cacheDir = path.join(dir, "c");
    const target = path.join(dir, "og.png");
    await writeSocialImage({ svg, size, target, cacheDir });
    expect((await writeSocialImage({ svg, size, target, cacheDir })).cached).toBe(true);
    const changed = svg.replace("#f59e0b", "#ef4444");
    expect((await writeSocialImage({ svg: changed, size, target, cacheDir })).cached).toBe(false);
  });
});
