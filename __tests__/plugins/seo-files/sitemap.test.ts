/** @jest-environment node */
import { defaultFilterPages, pageFilter } from "gatsby-plugin-sitemap/internals";
import { buildRobotsTxt, sitemapOptions } from "../../../plugins/seo-files/sitemap";

const site = { languages: ["en", "es"], defaultLanguage: "en", pathPrefix: "/website" };
const { serialize, excludes } = sitemapOptions(site);

describe("the sitemap's options", () => {
  it("give a page the alternates of every language and x-default, under the path prefix", () => {
    expect(serialize({ path: "/es/privacy-policy/" })).toEqual({
      url: "/es/privacy-policy/",
      links: [
        { lang: "en", url: "/website/privacy-policy/" },
        { lang: "es", url: "/website/es/privacy-policy/" },
        { lang: "x-default", url: "/website/privacy-policy/" },
      ],
    });
  });

  it("leave every language's not-found pages out, as the plugin applies them", () => {
    const paths = ["/", "/404/", "/404.html", "/es/", "/es/404/", "/es/404.html", "/es/4040/"];
    const { filteredPages } = pageFilter(
      { allPages: paths.map((path) => ({ path })), excludes, filterPages: defaultFilterPages },
      {
        reporter: {
          panic: (message) => {
            throw new Error(message);
          },
        },
      },
    );
    expect(filteredPages.map(({ path }) => path)).toEqual(["/", "/es/", "/es/4040/"]);
  });
});

describe("robots.txt", () => {
  it("allows crawling and points at the sitemap's index", () => {
    expect(buildRobotsTxt("https://example.com/website")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.com/website/sitemap-index.xml\n",
    );
  });
});
