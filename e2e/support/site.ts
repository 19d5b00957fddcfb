/**
 * What the suite knows about the site, read from the same sources the build reads: the languages
 * are the folders of `locales/`, every expected word comes from `locales/<lng>/translations.json`
 * and the company facts from `src/config/site.ts`. No copy of the site's texts lives in the tests.
 */
import fs from "node:fs";
import path from "node:path";
import { site } from "../../src/config/site";
import { navigation, type SectionId } from "../../src/config/navigation";
import { breakpoints } from "../../src/theme/media";
import { sizes } from "../../src/theme/tokens";
import { storageKeys } from "../../src/config/storage";

export { site, navigation, storageKeys, type SectionId };

export const HEADER_HEIGHT = sizes.headerHeight;
export const DRAWER_WIDTH = sizes.drawerWidth;
/** Under this width the menu icon and drawer replace the header items. */
export const DRAWER_BREAKPOINT = breakpoints.desktop;
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const localesDir = path.join(__dirname, "..", "..", "locales");

type Tree = { [key: string]: string | Tree };

export const languages: string[] = fs
  .readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort((a, b) => (a === site.defaultLanguage ? -1 : b === site.defaultLanguage ? 1 : 0));

export const otherLanguages = languages.filter((code) => code !== site.defaultLanguage);

const trees = new Map<string, Tree>(
  languages.map((code) => [
    code,
    JSON.parse(fs.readFileSync(path.join(localesDir, code, "translations.json"), "utf8")) as Tree,
  ]),
);

/** A string from `locales/<lng>/translations.json`, with `{{placeholders}}` filled in. */
export function t(lng: string, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split(".")
    .reduce<string | Tree | undefined>(
      (branch, part) => (typeof branch === "object" ? branch[part] : undefined),
      trees.get(lng),
    );
  if (typeof value !== "string") throw new Error(`No "${key}" in locales/${lng}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}

/** `/privacy-policy/` in `lng`: the default language is unprefixed. */
export function localized(originalPath: string, lng: string): string {
  return lng === site.defaultLanguage ? originalPath : `/${lng}${originalPath}`;
}

/** The three page kinds and the key of their `<h1>`. */
export const pages = [
  {
    name: "landing",
    path: "/",
    status: 200,
    heading: "sections.home.title",
    title: "meta.home.title",
  },
  {
    name: "privacy policy",
    path: "/privacy-policy/",
    status: 200,
    heading: "privacy.title",
    title: "meta.privacy.title",
  },
  {
    name: "not-found",
    path: "/no-such-page/",
    status: 404,
    heading: "notFound.title",
    title: "meta.notFound.title",
  },
] as const;

export const sectionIds: SectionId[] = navigation.map((item) => item.id);
