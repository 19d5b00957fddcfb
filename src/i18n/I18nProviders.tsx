import { createContext, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { languageCodes } from "../config/languages";
import { useDocumentLanguage } from "../hooks/useDocumentLanguage";
import { pageI18n, type PageI18nInput, type PageLanguage } from "./pageI18n";

/** The current page's language facts (usePageLanguage reads them). */
export const PageLanguageContext = createContext<PageLanguage | null>(null);

type I18nProvidersProps = { page: PageI18nInput; children: ReactNode };

/**
 * What every page needs to translate, provided by the site's page wrapper instead of the i18n
 * plugin's (plugins/i18n-patches): react-i18next's instance and the page's language facts, both
 * unchanged for as long as the language is (see pageI18n.ts); and `<html lang>` to match.
 */
export function I18nProviders({ page, children }: I18nProvidersProps) {
  const { i18n, context } = pageI18n(page, languageCodes);
  useDocumentLanguage(context.language);
  return (
    <I18nextProvider i18n={i18n}>
      <PageLanguageContext.Provider value={context}>{children}</PageLanguageContext.Provider>
    </I18nextProvider>
  );
}
