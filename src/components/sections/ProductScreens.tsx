import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { useProductScreens } from "../../hooks/useProductScreens";
import { breakpoints, mq } from "../../theme/media";
import { colors, radii, sizes } from "../../theme/tokens";
import { RasterImage } from "../ui/RasterImage";

/**
 * Share of the composition's width taken by each screen, and how far down the phone starts. On
 * narrow screens the phone is larger: it is what most of those visitors hold.
 */
const narrow = { desktop: 1, phone: 0.42, phoneTop: 0.36 };
const wide = { desktop: 0.84, phone: 0.28, phoneTop: 0.14 };
const BEZEL = 5;
/** The composition is at its widest (the desktop at sizes.productDesktop) from here up. */
const FULL_SIZE_FROM = 1160;
/** Below that, the section's content is about this share of the viewport (container margins). */
const CONTENT_SHARE = 0.88;
const compositionMax = Math.round(sizes.productDesktop / wide.desktop);

const percent = (share: number) => `${share * 100}%`;
const vw = (share: number) => `${Math.round(share * CONTENT_SHARE * 100)}vw`;
/** The rendered width at each layout, so browsers pick the right file on 1x and 2x screens. */
const sizesFor = (screen: "desktop" | "phone", full: number) =>
  `(min-width: ${FULL_SIZE_FROM}px) ${full}px, ` +
  `(min-width: ${breakpoints.phablet}px) ${vw(wide[screen])}, ${vw(narrow[screen])}`;

const compositionStyle = css({
  display: "grid",
  maxWidth: compositionMax,
  margin: "0 auto",
  "& > *": { gridArea: "1 / 1", alignSelf: "start" },
});
const desktopStyle = css({
  width: percent(narrow.desktop),
  overflow: "hidden",
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  boxShadow: "0 12px 32px rgba(15, 23, 42, 0.18)",
  [mq.phablet]: { width: percent(wide.desktop) },
});
const phoneStyle = css({
  width: percent(narrow.phone),
  justifySelf: "end",
  marginTop: percent(narrow.phoneTop),
  padding: BEZEL,
  borderRadius: radii.lg,
  background: colors.deviceBezel,
  boxShadow: "0 16px 36px rgba(15, 23, 42, 0.3)",
  [mq.phablet]: { width: percent(wide.phone), marginTop: percent(wide.phoneTop) },
});
const desktopImageStyle = css({ width: "100%" });
const phoneImageStyle = css({ width: "100%", borderRadius: radii.md });

/**
 * Trailmark's office dashboard with its phone app in front of it. Both images share one grid
 * cell: the desktop at the top left, the phone lower down on the right, overlapping it.
 */
export function ProductScreens() {
  const { t } = useTranslation();
  const { desktop, phone } = useProductScreens();
  return (
    <div css={compositionStyle}>
      <div css={desktopStyle}>
        <RasterImage
          image={desktop}
          alt={t("images.productDesktop")}
          sizes={sizesFor("desktop", sizes.productDesktop)}
          css={desktopImageStyle}
        />
      </div>
      <div css={phoneStyle}>
        <RasterImage
          image={phone}
          alt={t("images.productPhone")}
          sizes={sizesFor("phone", sizes.productPhone - 2 * BEZEL)}
          css={phoneImageStyle}
        />
      </div>
    </div>
  );
}
