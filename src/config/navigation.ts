/** The header and drawer menu: each item scrolls to the landing-page section with this id. */
export const sectionIds = ["home", "technology", "product", "team", "contact"] as const;

export type SectionId = (typeof sectionIds)[number];

export type NavItem = { id: SectionId; labelKey: `nav.${SectionId}` };

export const navigation: readonly NavItem[] = sectionIds.map((id) => ({
  id,
  labelKey: `nav.${id}`,
}));

/** The delay between navigating to the landing page and scrolling: the new page renders first. */
export const SECTION_SCROLL_DELAY_MS = 100;

/**
 * The privacy policy's section the footer's "Application Security" link opens: an item `id` of
 * `privacy.sections` in the locale files, which the locale check requires.
 */
export const SECURITY_SECTION_ID = "security";
