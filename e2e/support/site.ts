/**
 * What the suite knows about the site, read from the same sources the build reads: the languages
 * by the build's own rule, every expected word comes from `locales/<lng>/translations.json`
 * and the site's settings and company facts from `src/config/site.ts` and `src/config/company.json`.
 * No copy of the site's texts lives in the tests. Editors change these files, so a test uses them
 * generically: every item a list holds, never a count, an order or an item the content may drop
 * (only what the checks require, like the privacy policy's security section).
 */
import fs from "node:fs";
import path from "node:path";
import company from "../../src/config/company.json";
import { companyFacts, site as settings, type CompanyFile } from "../../src/config/site";
import { navigation } from "../../src/config/navigation";
import { breakpoints } from "../../src/theme/media";
import { sizes } from "../../src/theme/tokens";
import { storageKeys } from "../../src/config/storage";
import { readLanguages } from "../../plugins/i18n-locales/readLanguages";

export { navigation, storageKeys };

/** What pages show: the site's settings and the company facts (as `useSiteMetadata()` returns). */
export const site = { ...settings, ...companyFacts(company as CompanyFile) };

export const HEADER_HEIGHT = sizes.headerHeight;
export const DRAWER_WIDTH = sizes.drawerWidth;
/** Under this width the menu icon and drawer replace the header items. */
export const DRAWER_BREAKPOINT = breakpoints.desktop;
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * The width matrix: the phones most visitors carry (320 small/old, 360 most Android, 375
 * iPhone SE/mini, 390 iPhone, 412/414 large Android and iPhone Plus), tablets, laptops and
 * desktops, and two phones held sideways.
 */
export const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 360, height: 800 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 414, height: 896 },
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 667, height: 375 },
  { width: 844, height: 390 },
] as const;

export type Viewport = { width: number; height: number };
export const viewportName = ({ width, height }: Viewport) =>
  width > height ? `${width}x${height} landscape` : `${width}px`;

const localesDir = path.join(__dirname, "..", "..", "locales");

type Tree = { [key: string]: unknown };

/** The build's own rule (plugins/i18n-locales): folders with a locale file, the default first. */
export const languages: string[] = readLanguages(localesDir, site.defaultLanguage).map(
  (language) => language.code,
);

const trees = new Map<string, Tree>(
  languages.map((code) => [
    code,
    JSON.parse(fs.readFileSync(path.join(localesDir, code, "translations.json"), "utf8")) as Tree,
  ]),
);

/**
 * A string from `locales/<lng>/translations.json`, with `{{placeholders}}` filled in. A list's item
 * is named by its id, as the locale check names it: `privacy.sections[security].title`.
 */
export function t(lng: string, key: string, values: Record<string, string> = {}): string {
  const value = key.split(".").reduce<unknown>((branch, part) => {
    const [, name = part, id] = /^(.+)\[(.+)\]$/.exec(part) ?? [];
    const child = typeof branch === "object" && branch ? (branch as Tree)[name] : undefined;
    return id === undefined || !Array.isArray(child)
      ? child
      : child.find((item: { id?: string }) => item.id === id);
  }, trees.get(lng));
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
