import { SECTION_SCROLL_DELAY_MS, sectionIds } from "../config/navigation";

const MAX_WAIT_MS = 5000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Scroll a landing-page section to just under the fixed header (the scroll-padding) and move focus
 * there so keyboard and screen-reader users continue from the section. Returns false if absent.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  section.focus({ preventScroll: true });
  return true;
}

/** The landing page is on screen: its URL is current and all its sections are rendered. */
function landingPageShown(landingPath: string): boolean {
  return (
    window.location.pathname === landingPath &&
    sectionIds.every((section) => document.getElementById(section) !== null)
  );
}

/**
 * After navigating to `landingPath`: wait ~100 ms (SECTION_SCROLL_DELAY_MS), then scroll; if still
 * loading (slow network), keep trying briefly instead of giving up. Until the landing page has
 * replaced the page being left, an element there with the same id (the privacy policy has a
 * `#contact` too) is not the target: the URL changes a moment before React renders the new page.
 */
export function scrollToSectionSoon(id: string, landingPath: string, waited = 0): void {
  window.setTimeout(() => {
    if ((landingPageShown(landingPath) && scrollToSection(id)) || waited >= MAX_WAIT_MS) return;
    scrollToSectionSoon(id, landingPath, waited + SECTION_SCROLL_DELAY_MS);
  }, SECTION_SCROLL_DELAY_MS);
}
