import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import en from "../../harness/shipped-content/locales/en/translations.json";
import es from "../../harness/shipped-content/locales/es/translations.json";
import { languageCodes } from "../../src/config/languages";
import { PageLanguageContext } from "../../src/i18n/I18nProviders";
import { i18nextOptions } from "../../src/i18n/i18nextOptions";
import { localizePath } from "../../src/i18n/paths";

/**
 * The site's words as shipped (a fixture): what editors change later in locales/ never decides a
 * unit test.
 */
export const locales = { en, es } as const;
export type TestLanguage = keyof typeof locales;

type Options = {
  language?: TestLanguage;
  originalPath?: string;
  /** Simulate a page that arrived without its strings (the fallback loader's case). */
  withoutStrings?: boolean;
  /** The page's strings, when not the shipped ones (an editor's change). */
  strings?: object;
};

/**
 * Wraps a component in the same providers the site's page wrapper gives a page: an i18next
 * instance holding only that page's language, and the page's language facts. The browser URL is
 * set to the page's path.
 */
export function withPageProviders(
  ui: ReactElement,
  { language = "en", originalPath = "/", withoutStrings = false, strings }: Options = {},
) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: "en",
    resources: withoutStrings ? {} : { [language]: { translations: strings ?? locales[language] } },
    ...i18nextOptions(languageCodes),
    react: { useSuspense: false },
    initImmediate: false,
  });
  const path = localizePath(originalPath, language, "en");
  window.history.replaceState(null, "", path);
  const context = {
    routed: language !== "en",
    language,
    languages: [...languageCodes],
    originalPath,
    defaultLanguage: "en",
    generateDefaultLanguagePage: false,
    path,
  };
  const element = (
    <I18nextProvider i18n={i18n}>
      <PageLanguageContext.Provider value={context}>{ui}</PageLanguageContext.Provider>
    </I18nextProvider>
  );
  return { element, i18n };
}

export function renderPage(ui: ReactElement, options: Options = {}) {
  const { element, i18n } = withPageProviders(ui, options);
  return { ...render(element), i18n };
}

/**
 * A page's props as Gatsby hands them to the page wrapper (fresh objects from its page data): its
 * words, the shipped ones unless given, and its language facts. The browser URL is set to its path.
 */
export function pageProps(language: TestLanguage, originalPath = "/", strings?: object) {
  const path = localizePath(originalPath, language, "en");
  window.history.replaceState(null, "", path);
  const data = JSON.stringify(strings ?? locales[language]);
  return {
    data: { locales: { edges: [{ node: { ns: "translations", language, data } }] } },
    pageContext: {
      i18n: {
        language,
        languages: ["en", "es"],
        defaultLanguage: "en",
        routed: language !== "en",
        originalPath,
        path,
        generateDefaultLanguagePage: false,
      },
    },
  };
}

/** Make every Web Storage call throw, as in a browser with storage blocked. */
export function blockStorage() {
  const throwing = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  const spies = (["getItem", "setItem", "removeItem"] as const).map((method) =>
    jest.spyOn(Storage.prototype, method).mockImplementation(throwing),
  );
  return () => spies.forEach((spy) => spy.mockRestore());
}
