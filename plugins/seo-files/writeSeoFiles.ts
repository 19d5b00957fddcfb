import fs from "node:fs";
import path from "node:path";
import { palette } from "../../src/theme/tokens";
import { manifestPath } from "../../src/seo/assets";
import { buildManifest } from "./manifest";
import { buildRobotsTxt } from "./sitemap";

/** Node-only: the SEO files written into public/ after the build (see gatsby-node onPostBuild). */
export type SeoFilesInput = {
  publicDir: string;
  siteUrl: string;
  /** "" or `/website`: every URL below the origin starts with it. */
  pathPrefix: string;
  name: string;
  /** The default language's meta description (the manifest's description). */
  description: string;
  defaultLanguage: string;
};

export function writeSeoFiles(input: SeoFilesInput): string[] {
  const { publicDir, pathPrefix } = input;
  const write = (urlPath: string, content: string) => {
    fs.writeFileSync(path.join(publicDir, urlPath), content);
    return urlPath;
  };
  const manifest = buildManifest({
    name: input.name,
    description: input.description,
    language: input.defaultLanguage,
    pathPrefix,
    themeColor: palette.light.primary,
    backgroundColor: palette.light.bg,
  });
  return [
    write("/robots.txt", buildRobotsTxt(`${input.siteUrl}${pathPrefix}`)),
    write(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`),
  ];
}
