/** The spec's layout breakpoints, named once. Components use `mq`, never literal pixels. */
export const breakpoints = {
  phone: 414,
  phablet: 700,
  tablet: 768,
  tabletWide: 890,
  desktop: 1020,
  wide: 1200,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Mobile-first: `mq.desktop` applies from 1020 px up. */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/** Below a breakpoint: `mqBelow.desktop` applies under 1020 px. */
export const mqBelow = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (max-width: ${px - 0.02}px)`]),
) as Record<Breakpoint, string>;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
