import { useEffect } from "react";
import { useTranslation } from "../i18n/useTranslation";
import { LOCALE_NAMESPACE } from "../i18n/namespace";
import { usePageLanguage } from "./usePageLanguage";

/**
 * If the page arrived without its strings, fetch them (or, failing that, the default language's)
 * so visitors read words, never raw keys. On a normal page it does nothing and loads nothing.
 */
export function useFallbackTranslations() {
  const { i18n } = useTranslation();
  const { language, defaultLanguage } = usePageLanguage();
  useEffect(() => {
    if (i18n.hasResourceBundle(language, LOCALE_NAMESPACE)) return;
    let cancelled = false;
    import(/* webpackChunkName: "translation-fallback" */ "../i18n/fallbackLoader")
      .then(({ loadFirstAvailable }) => loadFirstAvailable(i18n, [language, defaultLanguage]))
      .then((loaded) => {
        if (!cancelled && loaded) void i18n.changeLanguage(loaded);
      })
      .catch(() => {
        // Nothing more to try: the page keeps what it has.
      });
    return () => {
      cancelled = true;
    };
  }, [i18n, language, defaultLanguage]);
}
