import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { colors, sizes } from "../../theme/tokens";
import { SvgImage } from "./SvgImage";

type LogoProps = { inverted?: boolean };

/** The spec's logo: a click reloads the current page and brings it back to the top. */
export function reloadToTop(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.scrollTo(0, 0);
  window.location.reload();
}

export function Logo({ inverted = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <a
      href="./"
      onClick={reloadToTop}
      aria-label={t("site.logoLabel")}
      css={{
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
      }}
    >
      <SvgImage
        name="logo"
        decorative
        width={sizes.logo}
        height={sizes.logo}
        css={{ flexShrink: 0 }}
      />
      <span css={{ overflowWrap: "anywhere" }}>{t("site.name")}</span>
    </a>
  );
}
