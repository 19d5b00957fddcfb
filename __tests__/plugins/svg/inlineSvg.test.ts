/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { inlineSvg, MAX_INLINE_BYTES } from "../../../plugins/svg/inlineSvg";

const images = path.join(__dirname, "..", "..", "..", "src", "images");
const file = (name: string) => fs.readFileSync(path.join(images, name), "utf8");
const svg = (inner: string, root = 'viewBox="0 0 24 24"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" ${root}>${inner}</svg>`;

describe("inlineSvg", () => {
  it("inlines the site's icons, flags and logo, and leaves the illustrations to <img>", () => {
    for (const name of ["logo.svg", "icons/whatsapp.svg", "flags/en.svg", "flags/es.svg"]) {
      expect(inlineSvg(file(name))).not.toBeNull();
    }
    for (const name of ["illustrations/hero.svg", "illustrations/team.svg"]) {
      expect(Buffer.byteLength(file(name))).toBeGreaterThan(MAX_INLINE_BYTES);
      expect(inlineSvg(file(name))).toBeNull();
    }
  });

  it("keeps the viewBox, drops the size and prefixes ids and their references", () => {
    const inline = inlineSvg(file("logo.svg"));
    expect(inline?.viewBox).toBe("0 0 48 48");
    expect(inline?.body).not.toMatch(/xmlns|<svg/);
    expect(inline?.body).toContain('id="inline-svg-id-logo-clip"');
    expect(inline?.body).toContain('clip-path="url(#inline-svg-id-logo-clip)"');
  });

  it("moves the root's paint attributes onto a group, where they still inherit", () => {
    const inline = inlineSvg(svg('<path d="M0 0h24"/>', 'viewBox="0 0 24 24" fill="none"'));
    expect(inline?.body).toBe('<g fill="none"><path d="M0 0h24"/></g>');
  });

  it("leaves anything that runs, fetches or needs its own root to <img>", () => {
    expect(inlineSvg(svg("<script>alert(1)</script>"))).toBeNull();
    expect(inlineSvg(svg('<rect width="1" height="1" onclick="alert(1)"/>'))).toBeNull();
    expect(inlineSvg(svg('<image href="https://example.test/x.png"/>'))).toBeNull();
    expect(inlineSvg(svg("<rect/>", 'viewBox="0 0 24 24" preserveAspectRatio="none"'))).toBeNull();
  });
});
