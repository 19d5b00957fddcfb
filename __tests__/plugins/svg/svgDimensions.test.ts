import fs from "node:fs";
import path from "node:path";
import { svgDimensions } from "../../../plugins/svg/svgDimensions";

describe("svgDimensions", () => {
  it("reads width and height from the root element, ignoring px", () => {
    expect(svgDimensions('<svg width="120px" height="40" viewBox="0 0 1 1">')).toEqual({
      width: 120,
      height: 40,
    });
  });

  it("falls back to the viewBox", () => {
    expect(svgDimensions('<?xml version="1.0"?><svg viewBox="0, 0, 640 480">')).toEqual({
      width: 640,
      height: 480,
    });
  });

  it("refuses an SVG whose size cannot be known (it would shift the layout)", () => {
    expect(() => svgDimensions('<svg width="100%">')).toThrow(
      /neither width\/height nor a viewBox/,
    );
  });

  it("sizes every SVG of the site", () => {
    const images = path.join(__dirname, "..", "..", "..", "src", "images");
    const svgs = fs.readdirSync(images, { recursive: true, encoding: "utf8" });
    for (const file of svgs.filter((name) => name.endsWith(".svg"))) {
      const { width, height } = svgDimensions(fs.readFileSync(path.join(images, file), "utf8"));
      expect(width * height).toBeGreaterThan(0);
    }
  });
});
