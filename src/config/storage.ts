/** Names of everything the site keeps in the visitor's browser (listed in the privacy policy). */
export const storageKeys = {
  theme: "theme",
  language: "i18nextLng",
  languageCookie: "i18next",
  languageQuery: "lng",
} as const;

export const DARK_CLASS = "dark";
