import { buildRobotsTxt, buildSitemap, isExcludedPath } from "../../../plugins/seo-files/sitemap";

const input = {
  siteUrl: "https://example.com",
  paths: ["/", "/privacy-policy/", "/404/", "/404.html", "/dev-404-page/", "/"],
  languages: ["en", "es"],
  defaultLanguage: "en",
};

const urlBlocks = (xml: string) => xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];

describe("buildSitemap", () => {
  it("lists every page in every language, once, without not-found pages", () => {
    const locs = [...buildSitemap(input).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://example.com/",
      "https://example.com/es/",
      "https://example.com/privacy-policy/",
      "https://example.com/es/privacy-policy/",
    ]);
  });

  it("gives each URL the alternates of all languages plus x-default, with trailing slashes", () => {
    const blocks = urlBlocks(buildSitemap(input));
    expect(blocks).toHaveLength(4);
    const spanishPrivacy = blocks[3] ?? "";
    expect(spanishPrivacy).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.com/privacy-policy/"/>',
    );
    expect(spanishPrivacy).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://example.com/es/privacy-policy/"/>',
    );
    expect(spanishPrivacy).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/privacy-policy/"/>',
    );
  });

  it("declares the sitemap and xhtml namespaces", () => {
    const xml = buildSitemap(input);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("escapes XML special characters in URLs", () => {
    const xml = buildSitemap({ ...input, paths: ["/a&b/"] });
    expect(xml).toContain("<loc>https://example.com/a&amp;b/</loc>");
  });
});

describe("isExcludedPath", () => {
  it("excludes a language's not-found page, and only a not-found page", () => {
    expect(isExcludedPath("/es/404.html")).toBe(true);
    expect(isExcludedPath("/4040/")).toBe(false);
  });
});

describe("buildRobotsTxt", () => {
  it("allows crawling and points at the sitemap on the site's origin", () => {
    expect(buildRobotsTxt("https://example.com")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n",
    );
  });
});
