import createCache from "@emotion/cache";
import type { CSSObject } from "@emotion/react";
import { serializeStyles } from "@emotion/serialize";
import { DARK_CLASS } from "../config/storage";
import { reducedMotion } from "./media";
import { colors, colorVariables, fonts, sizes } from "./tokens";

const documentStyles: CSSObject = {
  ":root": { ...colorVariables("light"), colorScheme: "light" },
  [`body.${DARK_CLASS}`]: { ...colorVariables("dark"), colorScheme: "dark" },
  "*, *::before, *::after": { boxSizing: "border-box" },
  // Anchors, section scrolls and focused elements all stop just under the fixed header.
  html: { WebkitTextSizeAdjust: "100%", scrollPaddingTop: sizes.headerHeight },
  body: {
    margin: 0,
    fontFamily: fonts.body,
    fontSize: "1.0625rem",
    lineHeight: 1.6,
    // A word longer than its line (an e-mail address on a 320 px phone) wraps instead of
    // pushing the page sideways.
    overflowWrap: "break-word",
    color: colors.text,
    background: colors.bg,
    WebkitFontSmoothing: "antialiased",
  },
  "h1, h2, h3, h4": { color: colors.heading, lineHeight: 1.2, margin: "0 0 0.5em" },
  p: { margin: "0 0 1em" },
  img: { maxWidth: "100%", height: "auto" },
  a: { color: colors.primary },
  ":focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 3 },
  "[tabindex='-1']:focus": { outline: "none" },
};

/** Visitors who ask for less motion get none: no smooth scrolling, drawer slide or pulsing logo. */
const reducedMotionStyles = `
  ${reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/**
 * Resets, theme variables (both themes) and document-level rules, as CSS text for the server's
 * <head> (src/app/ssrApis.tsx). They never change after the page is built, so the browser gets
 * them as a plain style element: no <Global> serialises them again while the page hydrates, or
 * moves its element in <head> (each move of a style element restyles the whole document).
 * Emotion's own serializer and stylis (its server-side cache returns the rules it would insert).
 */
export function globalStylesCss(): string {
  const cache = createCache({ key: "global" });
  const css = cache.insert(
    "",
    serializeStyles([documentStyles, reducedMotionStyles]),
    cache.sheet,
    false,
  );
  if (typeof css !== "string") throw new Error("globalStylesCss runs on the server only");
  return css;
}
