import { languageCodes } from "../config/languages";
import { site } from "../config/site";
import { DARK_CLASS, storageKeys } from "../config/storage";
import { pathPrefix } from "../i18n/languageNavigation";
import { prePaintScript, type PrePaintConfig } from "../i18n/prePaint";

export const prePaintConfig: PrePaintConfig = {
  languages: [...languageCodes],
  defaultLanguage: site.defaultLanguage,
  themeKey: storageKeys.theme,
  darkClass: DARK_CLASS,
  languageKey: storageKeys.language,
  languageCookie: storageKeys.languageCookie,
  languageQuery: storageKeys.languageQuery,
  pathPrefix,
};

/** The same bytes on every page, so one CSP hash covers it. */
export const PRE_PAINT_SCRIPT = prePaintScript(prePaintConfig);
