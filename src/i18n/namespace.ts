/** The one translation namespace and where its files live: `locales/<lng>/translations.json`. */
export const LOCALE_NAMESPACE = "translations";
export const LOCALES_FOLDER = "locales";
export const LOCALE_FILE_NAME = `${LOCALE_NAMESPACE}.json`;
