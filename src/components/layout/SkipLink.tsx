import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { colors, radii, zIndex } from "../../theme/tokens";

export const MAIN_CONTENT_ID = "main-content";

const linkStyle = css({
  position: "fixed",
  top: 8,
  insetInlineStart: 8,
  zIndex: zIndex.skipLink,
  padding: "12px 16px",
  borderRadius: radii.sm,
  background: colors.primary,
  color: colors.primaryText,
  fontWeight: 700,
  transform: "translateY(-200%)",
  "&:focus": { transform: "none" },
});

/** First focusable element: jumps past the header to the page's main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} css={linkStyle}>
      {t("site.skipToContent")}
    </a>
  );
}
