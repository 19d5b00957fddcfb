import { useCallback } from "react";
import { navigate } from "gatsby";
import { languageSwitchState, languageSwitchUrl, saveLanguage } from "../i18n/languageNavigation";
import { usePageLanguage } from "./usePageLanguage";

/** A flag click: cache the language and show the same page in it at once, position kept. */
export function useLanguageSwitch() {
  const { language, defaultLanguage, codes } = usePageLanguage();
  return useCallback(
    (target: string) => {
      saveLanguage(target);
      if (target === language) return;
      const url = languageSwitchUrl(window.location, target, codes, defaultLanguage);
      void navigate(url, { state: languageSwitchState });
    },
    [language, defaultLanguage, codes],
  );
}
