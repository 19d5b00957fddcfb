import type { InitOptions } from "i18next";
import { LOCALE_NAMESPACE } from "./namespace";

/** i18next's settings for every page (gatsby-config hands them to the i18n plugin) and the tests. */
export const i18nextOptions = {
  // Without it the plugin falls back to the namespace "translation" whenever a page arrives
  // without strings, and what the fallback loader fetches is never read.
  defaultNS: LOCALE_NAMESPACE,
  interpolation: { escapeValue: false },
  keySeparator: ".",
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
} satisfies InitOptions;
