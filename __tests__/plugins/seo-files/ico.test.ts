import fs from "node:fs";
import path from "node:path";
import { buildIco, pngSize } from "../../../plugins/seo-files/ico";

const icon = (size: number) =>
  new Uint8Array(
    fs.readFileSync(
      path.join(__dirname, "..", "..", "..", "static", "icons", `favicon-${size}.png`),
    ),
  );

/** A fake PNG: signature, IHDR length/type and the given size; enough for the header reader. */
function fakePng(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe("pngSize", () => {
  it("reads the size of the committed icons", () => {
    expect(pngSize(icon(16))).toEqual({ width: 16, height: 16 });
    expect(pngSize(icon(48))).toEqual({ width: 48, height: 48 });
  });

  it("rejects bytes that are not a PNG", () => {
    expect(() => pngSize(new Uint8Array(40))).toThrow("Not a PNG file");
  });
});

describe("buildIco", () => {
  const images = [icon(16), icon(32), icon(48)];
  const ico = buildIco(images.map((png) => ({ png })));
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);

  it("writes an ICONDIR header of type icon with the image count", () => {
    expect(view.getUint16(0, true)).toBe(0);
    expect(view.getUint16(2, true)).toBe(1);
    expect(view.getUint16(4, true)).toBe(3);
  });

  it("writes one directory entry per image pointing at its PNG bytes", () => {
    let expectedOffset = 6 + 16 * images.length;
    images.forEach((png, index) => {
      const entry = 6 + 16 * index;
      const size = [16, 32, 48][index];
      expect(view.getUint8(entry)).toBe(size);
      expect(view.getUint8(entry + 1)).toBe(size);
      expect(view.getUint16(entry + 4, true)).toBe(1);
      expect(view.getUint16(entry + 6, true)).toBe(32);
      expect(view.getUint32(entry + 8, true)).toBe(png.length);
      expect(view.getUint32(entry + 12, true)).toBe(expectedOffset);
      expect(ico.slice(expectedOffset, expectedOffset + png.length)).toEqual(png);
      expectedOffset += png.length;
    });
    expect(ico.length).toBe(expectedOffset);
  });

  it("stores 256 px as 0, as the format requires", () => {
    const big = buildIco([{ png: fakePng(256, 256) }]);
    expect(big[6]).toBe(0);
    expect(big[7]).toBe(0);
  });

  it("rejects images over 256 px and an empty list", () => {
    expect(() => buildIco([{ png: fakePng(512, 512) }])).toThrow("at most 256 px");
    expect(() => buildIco([])).toThrow("at least one image");
  });
});
