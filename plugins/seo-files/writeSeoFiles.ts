import fs from "node:fs";
import path from "node:path";
import { palette } from "../../src/theme/tokens";
import { icons, manifestPath } from "../../src/seo/assets";
import { buildRobotsTxt } from "./sitemap";

/**
 * Node-only: robots.txt and the web app manifest (one for the site: names from the company
 * config, colours from the light theme), written into public/ after the build, their URLs under
 * the path prefix ("" or `/website`).
 */
export function writeSeoFiles(input: {
  publicDir: string;
  siteUrl: string;
  pathPrefix: string;
  name: string;
  /** The default language's meta description. */
  description: string;
  defaultLanguage: string;
}): string[] {
  const { publicDir, pathPrefix, name } = input;
  const manifest = {
    name,
    short_name: name.split(" ")[0] ?? name,
    description: input.description,
    lang: input.defaultLanguage,
    start_url: `${pathPrefix}/`,
    scope: `${pathPrefix}/`,
    display: "minimal-ui",
    theme_color: palette.light.primary,
    background_color: palette.light.bg,
    icons: icons.manifest.map((icon) => ({
      ...icon,
      src: `${pathPrefix}${icon.src}`,
      purpose: "any",
    })),
  };
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    buildRobotsTxt(`${input.siteUrl}${pathPrefix}`),
  );
  fs.writeFileSync(path.join(publicDir, manifestPath), `${JSON.stringify(manifest, null, 2)}\n`);
  return ["/robots.txt", manifestPath];
}
