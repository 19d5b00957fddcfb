import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export type SocialImageSize = { width: number; height: number };

/** Rasterizes an SVG to a PNG of exactly `size` (librsvg inside sharp; installed fonts only). */
export async function renderSocialImage(svg: string, size: SocialImageSize): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(size.width, size.height, { fit: "fill" })
    .png({ compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** Changes whenever the source, the size or the renderer's version change. */
export function renderKey(svg: string, size: SocialImageSize): string {
  return crypto
    .createHash("sha256")
    .update(`${sharp.versions.sharp}/${sharp.versions.vips}/${size.width}x${size.height}\n${svg}`)
    .digest("hex")
    .slice(0, 20);
}

/**
 * Writes the PNG to `target`, reusing the copy in `cacheDir` rendered from the same source
 * (a warm build renders nothing). Returns whether it was taken from the cache.
 */
export async function writeSocialImage(options: {
  svg: string;
  size: SocialImageSize;
  target: string;
  cacheDir: string;
}): Promise<{ cached: boolean; bytes: number }> {
  const cached = path.join(options.cacheDir, `og-${renderKey(options.svg, options.size)}.png`);
  const hit = fs.existsSync(cached);
  if (!hit) {
    fs.mkdirSync(options.cacheDir, { recursive: true });
    fs.writeFileSync(cached, await renderSocialImage(options.svg, options.size));
  }
  fs.mkdirSync(path.dirname(options.target), { recursive: true });
  fs.copyFileSync(cached, options.target);
  return { cached: hit, bytes: fs.statSync(options.target).size };
}
