import { localizePath, pathWithoutLanguage } from "../../src/i18n/paths";

/**
 * gatsby-plugin-sitemap's options: every page in every language with the alternates of all of
 * them and x-default, not-found pages left out. The plugin puts the site's address and the path
 * prefix before each page's URL, not before an alternate's, so those carry the prefix here.
 */
export function sitemapOptions(site: {
  languages: readonly string[];
  defaultLanguage: string;
  /** "" or `/website`. */
  pathPrefix: string;
}) {
  const { languages, defaultLanguage, pathPrefix } = site;
  const at = (path: string, language: string) =>
    `${pathPrefix}${localizePath(path, language, defaultLanguage)}`;
  return {
    output: "/",
    createLinkInHead: false,
    // Beside the plugin's own (`/404`, `/404.html`, `/dev-404-page`): each language's.
    excludes: ["/*/404", "/*/404.html"],
    serialize: ({ path }: { path: string }) => {
      const page = pathWithoutLanguage(path, languages, defaultLanguage);
      return {
        url: path,
        links: [
          ...languages.map((lang) => ({ lang, url: at(page, lang) })),
          { lang: "x-default", url: at(page, defaultLanguage) },
        ],
      };
    },
  };
}

/** The sitemap's index, as gatsby-plugin-sitemap names it under `output`. */
export const SITEMAP_INDEX = "/sitemap-index.xml";

export function buildRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}${SITEMAP_INDEX}`, ""].join("\n");
}
