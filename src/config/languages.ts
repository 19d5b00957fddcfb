/**
 * The languages the site is built in. The list is derived from the folders in `locales/` at build
 * time (see `src/i18n/readLanguages.ts`) and injected by webpack's DefinePlugin, so adding a locale
 * folder adds a language without touching code.
 */
export type TextDirection = "ltr" | "rtl";
export type Language = { code: string; name: string; dir: TextDirection };

declare const __SITE_LANGUAGES__: Language[];

export const languages: readonly Language[] = __SITE_LANGUAGES__;

export const languageCodes: readonly string[] = languages.map((language) => language.code);
