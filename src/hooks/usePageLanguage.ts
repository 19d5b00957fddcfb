import { useI18next } from "gatsby-plugin-react-i18next";
import { languageCodes } from "../config/languages";

/** The current page's language facts, from the i18n plugin's page context. */
export function usePageLanguage() {
  const { language, defaultLanguage } = useI18next();
  return { language, defaultLanguage, codes: languageCodes };
}
