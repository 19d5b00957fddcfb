import { localizePath } from "../../src/i18n/paths";

/** Node-free sitemap builder: every page in every language, each with all its alternates. */
export type SitemapInput = {
  /** Origin without a trailing slash. */
  siteUrl: string;
  /** Language-neutral page paths with the site's trailing slash (`/`, `/privacy-policy/`). */
  paths: readonly string[];
  /** Language codes, default first. */
  languages: readonly string[];
  defaultLanguage: string;
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

/** True for paths that must never be listed (not-found pages, Gatsby's dev 404). */
export function isExcludedPath(path: string): boolean {
  return /^\/(?:[^/]+\/)?(?:404(?:\.html|\/)?|dev-404-page\/?)$/.test(path);
}

export function buildSitemap({ siteUrl, paths, languages, defaultLanguage }: SitemapInput): string {
  const url = (path: string, language: string) =>
    escapeXml(`${siteUrl}${localizePath(path, language, defaultLanguage)}`);
  const unique = [...new Set(paths)].filter((path) => !isExcludedPath(path)).sort();
  const entries = unique.flatMap((path) => {
    const alternates = [
      ...languages.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${url(path, language)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, defaultLanguage)}"/>`,
    ];
    return languages.map((language) =>
      ["  <url>", `    <loc>${url(path, language)}</loc>`, ...alternates, "  </url>"].join("\n"),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
