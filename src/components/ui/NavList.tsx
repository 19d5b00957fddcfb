import { css } from "@emotion/react";
import type { MouseEvent } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { navigation, type NavItem, type SectionId } from "../../config/navigation";
import {
  sectionHref,
  useLandingPath,
  useSectionNavigation,
} from "../../hooks/useSectionNavigation";
import { colors, radii, space } from "../../theme/tokens";

type NavListProps = { vertical?: boolean; onChoose?: () => void };

/** The list and its links in one class, serialized once for each direction (see Card). */
const listStyle = (vertical: boolean) =>
  css({
    display: "flex",
    flexDirection: vertical ? "column" : "row",
    gap: vertical ? space.xs : space.sm,
    listStyle: "none",
    margin: 0,
    padding: 0,
    a: {
      display: "block",
      padding: vertical ? "12px 16px" : "10px 14px",
      borderRadius: radii.sm,
      color: colors.heading,
      fontWeight: 600,
      textDecoration: "none",
      "&:hover": { background: colors.bgAlt, color: colors.primary },
    },
  });
const rowStyle = listStyle(false);
const columnStyle = listStyle(true);

/**
 * The five menu items. Real links (`/#team`), so they work without JavaScript; with it, they
 * navigate to the landing page, then smooth-scroll to the section.
 */
export function NavList({ vertical = false, onChoose }: NavListProps) {
  const { t } = useTranslation();
  const goTo = useSectionNavigation();
  const landing = useLandingPath();
  const choose = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onChoose?.();
    goTo(id);
  };
  return (
    <ul css={vertical ? columnStyle : rowStyle}>
      {/* Typed so i18next-cli reads the keys the menu uses (`nav.${SectionId}`). */}
      {navigation.map((item: NavItem) => (
        <li key={item.id}>
          <a href={sectionHref(landing, item.id)} onClick={choose(item.id)}>
            {t(item.labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}
