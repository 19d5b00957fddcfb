import { buildManifest } from "../../src/seo/manifest";
import { ogLocale } from "../../src/seo/ogLocale";
import { xHandle } from "../../src/components/layout/SeoSocial";

describe("ogLocale", () => {
  it.each([
    ["en", "en_US"],
    ["es", "es_ES"],
    ["pt-BR", "pt_BR"],
    ["hi", "hi_IN"],
  ])("maps %s to %s", (code, expected) => expect(ogLocale(code)).toBe(expected));
});

describe("xHandle", () => {
  it("derives the handle from the X profile URL", () => {
    expect(xHandle([{ network: "x", url: "https://x.com/sahyadrisoft/" }])).toBe("@sahyadrisoft");
    expect(xHandle([{ network: "github", url: "https://github.com/a" }])).toBeUndefined();
  });
});

describe("buildManifest", () => {
  it("names the site and lists PNG and SVG icons", () => {
    const manifest = buildManifest({
      name: "Sahyadri Software",
      description: "d",
      language: "en",
      themeColor: "#0f766e",
      backgroundColor: "#ffffff",
    });
    expect(manifest).toMatchObject({
      name: "Sahyadri Software",
      short_name: "Sahyadri",
      lang: "en",
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512", "any"]);
  });
});
