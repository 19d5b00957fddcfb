import type { InitOptions } from "i18next";
import { LOCALE_NAMESPACE } from "./namespace";

/**
 * i18next's options, the same for the i18n plugin's configuration (gatsby-config) and the
 * instances the pages use (pageI18n.ts). `languages` comes from the folders in `locales/`.
 */
export function i18nextOptions(languages: readonly string[]): InitOptions {
  return {
    // Without it i18next falls back to the namespace "translation" whenever a page arrives
    // without strings, and what the fallback loader fetches is never read.
    defaultNS: LOCALE_NAMESPACE,
    interpolation: { escapeValue: false },
    keySeparator: ".",
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    supportedLngs: [...languages],
  };
}
