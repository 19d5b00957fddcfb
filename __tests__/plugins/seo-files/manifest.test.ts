import { buildManifest } from "../../../plugins/seo-files/manifest";

describe("buildManifest", () => {
  it("names the site and lists PNG and SVG icons", () => {
    const manifest = buildManifest({
      name: "Sahyadri Software",
      description: "d",
      language: "en",
      pathPrefix: "",
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
