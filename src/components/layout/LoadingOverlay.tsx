import { css } from "@emotion/react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { isPageLoading, subscribePageLoading } from "../../app/loadingStore";
import { reducedMotion } from "../../theme/media";
import { colors, zIndex } from "../../theme/tokens";
import { SvgImage, svgImageChild } from "../ui/SvgImage";

const overlayStyle = css({
  position: "fixed",
  inset: 0,
  zIndex: zIndex.overlay,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: 16,
  background: colors.bg,
  color: colors.heading,
  "@keyframes logo-pulse": {
    "0%, 100%": { transform: "scale(1)", opacity: 1 },
    "50%": { transform: "scale(0.86)", opacity: 0.6 },
  },
  [svgImageChild]: { animation: "logo-pulse 1.2s ease-in-out infinite" },
  [reducedMotion]: { [svgImageChild]: { animation: "none" } },
});

/**
 * Full-screen overlay with the animated logo while a client-side navigation waits on slow code or
 * data. Never in the static HTML (the server snapshot is "not loading"), announced politely.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useSyncExternalStore(subscribePageLoading, isPageLoading, () => false);
  return (
    <div role="status" aria-live="polite">
      {loading && (
        <div data-testid="loading-overlay" css={overlayStyle}>
          <SvgImage name="logo" decorative width={72} height={72} />
          <span>{t("site.loading")}</span>
        </div>
      )}
    </div>
  );
}
