import { useCallback } from "react";
import { navigate, withPrefix } from "gatsby";
import type { SectionId } from "../config/navigation";
import { localizePath } from "../i18n/paths";
import { scrollToSection, scrollToSectionSoon } from "../app/scrollToSection";
import { usePageLanguage } from "./usePageLanguage";

/**
 * The header's behaviour: go to the landing page of the current language, then (~100 ms later)
 * smooth-scroll to the section. On the landing page itself it scrolls at once.
 */
export function useSectionNavigation() {
  const { language, defaultLanguage } = usePageLanguage();
  return useCallback(
    (id: SectionId) => {
      const landing = localizePath("/", language, defaultLanguage);
      const served = withPrefix(landing);
      if (window.location.pathname === served && scrollToSection(id)) return;
      void navigate(landing);
      scrollToSectionSoon(id, served);
    },
    [language, defaultLanguage],
  );
}

/** A link to a section of the landing page, as the page's HTML writes it (under the prefix). */
export const sectionHref = (landing: string, id: SectionId) => `${withPrefix(landing)}#${id}`;

/** The landing page of the current language, as `<Link>` and `navigate` take it (no prefix). */
export function useLandingPath() {
  const { language, defaultLanguage } = usePageLanguage();
  return localizePath("/", language, defaultLanguage);
}
