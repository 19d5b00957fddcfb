import { useContext } from "react";
// The context alone, not the package index: the index re-exports all of react-i18next through
// CommonJS (which defeats tree shaking) plus a Link and navigation helpers this site does not use.
import { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext";
import { languageCodes } from "../config/languages";

/** The current page's language facts, from the i18n plugin's page context. */
export function usePageLanguage() {
  const { language, defaultLanguage, originalPath } = useContext(I18nextContext);
  return { language, defaultLanguage, originalPath, codes: languageCodes };
}
