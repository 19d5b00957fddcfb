// The plugin ships no types; its page filter is used as it is to test the site's excludes.
declare module "gatsby-plugin-sitemap/internals" {
  type Page = { path: string };
  type Tools = { minimatch: unknown; withoutTrailingSlash: unknown; resolvePagePath: unknown };
  export function defaultFilterPages(page: Page, exclude: string, tools: Tools): boolean;
  export function pageFilter(
    options: { allPages: Page[]; filterPages: typeof defaultFilterPages; excludes: string[] },
    tools: { reporter: { panic(message: string): never } },
  ): { filteredPages: Page[]; messages: string[] };
}
