import fs from "node:fs";
import path from "node:path";
import { pathWithoutLanguage } from "../../src/i18n/paths";
import { palette } from "../../src/theme/tokens";
import { icons, manifestPath, sitemapPath } from "../../src/seo/assets";
import { buildIco } from "./ico";
import { buildManifest } from "./manifest";
import { buildRobotsTxt, buildSitemap } from "./sitemap";

/** Node-only: the SEO files written into public/ after the build (see gatsby-node onPostBuild). */
export type SeoFilesInput = {
  publicDir: string;
  staticDir: string;
  siteUrl: string;
  /** "" or `/website`: every URL below the origin starts with it. */
  pathPrefix: string;
  name: string;
  /** The default language's meta description (the manifest's description). */
  description: string;
  languages: readonly string[];
  defaultLanguage: string;
  /** Every built page path, in every language. */
  pagePaths: readonly string[];
};

export function writeSeoFiles(input: SeoFilesInput): string[] {
  const { publicDir, pathPrefix, languages, defaultLanguage } = input;
  const siteUrl = `${input.siteUrl}${pathPrefix}`;
  const write = (urlPath: string, content: string | Uint8Array) => {
    fs.writeFileSync(path.join(publicDir, urlPath), content);
    return urlPath;
  };
  const paths = input.pagePaths.map((page) =>
    pathWithoutLanguage(page, languages, defaultLanguage),
  );
  const manifest = buildManifest({
    name: input.name,
    description: input.description,
    language: defaultLanguage,
    pathPrefix,
    themeColor: palette.light.primary,
    backgroundColor: palette.light.bg,
  });
  const ico = buildIco(
    icons.icoSources.map((source) => ({
      png: fs.readFileSync(path.join(input.staticDir, source)),
    })),
  );
  return [
    write(sitemapPath, buildSitemap({ siteUrl, paths, languages, defaultLanguage })),
    write("/robots.txt", buildRobotsTxt(siteUrl)),
    write(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`),
    write(icons.ico, ico),
  ];
}
