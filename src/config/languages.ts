/**
 * The languages the site is built in. The list is derived from the folders in `locales/` at build
 * time (see `plugins/i18n-locales/readLanguages.ts`) and injected by webpack's DefinePlugin, so adding a locale
 * folder adds a language without touching code.
 */
export type TextDirection = "ltr" | "rtl";
/**
 * `ogLocale` (Open Graph's `en_US`) is worked out at build time from CLDR data (see
 * plugins/i18n-locales/ogLocale.ts), so the browser never calls Intl for it.
 */
export type Language = { code: string; name: string; dir: TextDirection; ogLocale: string };

declare const __SITE_LANGUAGES__: Language[];

export const languages: readonly Language[] = __SITE_LANGUAGES__;

export const languageCodes: readonly string[] = languages.map((language) => language.code);

/** The writing direction of a language (left to right for a code the site does not have). */
export function directionOf(code: string): TextDirection {
  return languages.find((language) => language.code === code)?.dir ?? "ltr";
}
