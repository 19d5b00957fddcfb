/** The one translation namespace: `locales/<lng>/translations.json`. */
export const LOCALE_NAMESPACE = "translations";
