/**
 * A minimal ICO writer: the ICO container may hold PNG images as they are (Windows Vista and every
 * browser read them), so `/favicon.ico` is built from the committed PNG icons without an image
 * library. Layout: ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG bytes.
 */
export type IcoImage = { png: Uint8Array };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  if (png.length < 24 || PNG_SIGNATURE.some((byte, index) => png[index] !== byte)) {
    throw new Error("Not a PNG file");
  }
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function buildIco(images: readonly IcoImage[]): Uint8Array {
  if (images.length === 0) throw new Error("An ICO file needs at least one image");
  const headerSize = 6 + 16 * images.length;
  const total = headerSize + images.reduce((sum, image) => sum + image.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type 1 = icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((image, index) => {
    const { width, height } = pngSize(image.png);
    if (width > 256 || height > 256) throw new Error(`ICO images are at most 256 px (${width})`);
    const entry = 6 + 16 * index;
    view.setUint8(entry, width === 256 ? 0 : width); // 0 means 256
    view.setUint8(entry + 1, height === 256 ? 0 : height);
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.length;
  });
  return out;
}
