import { css } from "@emotion/react";
import type { MouseEvent } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { colors, sizes } from "../../theme/tokens";
import { SvgImage, svgImageChild } from "./SvgImage";

type LogoProps = { inverted?: boolean };

/**
 * The logo: a click reloads the current page and brings it back to the top. After a reload
 * Gatsby restores the scroll position it last saved for the page, and it saves in the animation
 * frame after a scroll event, which itself comes a frame after `scrollTo`: reloading at once could
 * come back where the visitor was. So the reload waits for that event and then for the frame
 * Gatsby saves in (frame callbacks run in order); "instant" skips the smooth-scroll animation.
 */
export function reloadToTop(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  if (window.scrollY === 0) {
    window.location.reload();
    return;
  }
  const reloadAfterSave = () => requestAnimationFrame(() => window.location.reload());
  window.addEventListener("scroll", reloadAfterSave, { once: true });
  window.scrollTo({ top: 0, behavior: "instant" });
}

/** The link, its mark and its name in one class, for each colour (see Card). */
const logoStyle = (inverted: boolean) =>
  css({
    display: "inline-flex",
    alignItems: "center",
    gap: 10,
    textDecoration: "none",
    color: inverted ? colors.footerText : colors.heading,
    fontWeight: 800,
    fontSize: "1.125rem",
    letterSpacing: "-0.01em",
    lineHeight: 1.2,
    // A long (translated) name wraps onto a second line instead of running into the menu.
    minWidth: 0,
    [svgImageChild]: { flexShrink: 0 },
    "& > span": { overflowWrap: "anywhere" },
  });
const variants = { plain: logoStyle(false), inverted: logoStyle(true) };

export function Logo({ inverted = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <a
      href="./"
      onClick={reloadToTop}
      aria-label={t("site.logoLabel")}
      css={inverted ? variants.inverted : variants.plain}
    >
      <SvgImage name="logo" decorative width={sizes.logo} height={sizes.logo} />
      <span>{t("site.name")}</span>
    </a>
  );
}
