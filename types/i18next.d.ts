import "i18next";
import type translations from "../locales/en/translations.json";

// The default language's file types every key: `t("footer.contactUs.titel")` fails the type check.
// `returnNull: false` is set in gatsby-config; the types say so, so `t()` returns a string.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translations";
    resources: { translations: typeof translations };
    returnNull: false;
  }
}
