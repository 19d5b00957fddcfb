import { useContext } from "react";
import { languageCodes } from "../config/languages";
import { PageLanguageContext } from "../i18n/I18nProviders";

/** The current page's language facts, from its i18n page context (src/i18n/I18nProviders.tsx). */
export function usePageLanguage() {
  const page = useContext(PageLanguageContext);
  if (!page) throw new Error("usePageLanguage is used outside the page's I18nProviders");
  const { language, defaultLanguage, originalPath } = page;
  return { language, defaultLanguage, originalPath, codes: languageCodes };
}
