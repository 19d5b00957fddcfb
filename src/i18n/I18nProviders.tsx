// internals: gatsby-plugin-react-i18next — its context imported from dist/ (also usePageLanguage, pageI18n)
import type { ReactNode } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext";
import { I18nextProvider } from "react-i18next";
import { languageCodes } from "../config/languages";
import { useDocumentLanguage } from "../hooks/useDocumentLanguage";
import { pageI18n, type PageI18nInput } from "./pageI18n";

type I18nProvidersProps = { page: PageI18nInput; children: ReactNode };

/**
 * What gatsby-plugin-react-i18next gives every page, provided by the site's page wrapper instead
 * of the plugin's (plugins/i18n-patches): react-i18next's instance and the plugin's i18n context,
 * both unchanged for as long as the language is (see pageI18n.ts); and `<html lang>` to match.
 */
export function I18nProviders({ page, children }: I18nProvidersProps) {
  const { i18n, context } = pageI18n(page, languageCodes);
  useDocumentLanguage(context.language);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
}
