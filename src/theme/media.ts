/** The layout breakpoints, named once. Components use `mq`, never literal pixels. */
export const breakpoints = {
  phone: 414,
  phablet: 700,
  tablet: 768,
  tabletWide: 890,
  desktop: 1020,
  wide: 1200,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * Media queries in em, which browsers resolve against the visitor's default font size: at 16 px
 * (the default) `mq.desktop` starts at 1020 px, and a visitor who doubled the text gets the phone
 * layout until 2040 px instead of a desktop header too narrow for its words (WCAG 1.4.4).
 */
const em = (px: number) => `${px / 16}em`;

/** Mobile-first: `mq.desktop` applies from 1020 px up (at the default text size). */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${em(px)})`]),
) as Record<Breakpoint, string>;

/** Below a breakpoint: `mqBelow.desktop` applies under 1020 px (at the default text size). */
export const mqBelow = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (max-width: ${em(px - 0.02)})`]),
) as Record<Breakpoint, string>;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";

/**
 * One column, then two from `mq.tabletWide`, the first `ratio` times the second. minmax(0, …): a
 * column is never wider than its share, whatever its content's minimum.
 */
export const splitColumns = (ratio: number, gap: string) => ({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap,
  [mq.tabletWide]: { gridTemplateColumns: `minmax(0, ${ratio}fr) minmax(0, 1fr)` },
});
