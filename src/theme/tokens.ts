/**
 * Design tokens. Colours exist once per theme and reach components as CSS custom properties
 * (`colors.text` is `var(--color-text)`), so the pre-paint script only flips `body.dark` and no
 * component re-renders when the theme changes.
 */
export const palette = {
  light: {
    bg: "#ffffff",
    bgAlt: "#f1f5f9",
    surface: "#ffffff",
    text: "#0f172a",
    textMuted: "#475569",
    heading: "#0b1220",
    primary: "#0f766e",
    primaryText: "#ffffff",
    accent: "#b45309",
    border: "#cbd5e1",
    focus: "#b45309",
    headerBg: "rgba(255, 255, 255, 0.96)",
    footerBg: "#0b1220",
    /** The phone frame around the product screen: a dark device in both themes. */
    deviceBezel: "#0b1220",
    footerText: "#e2e8f0",
    footerMuted: "#cbd5e1",
    footerLink: "#5eead4",
    overlay: "rgba(15, 23, 42, 0.55)",
  },
  dark: {
    bg: "#0b1220",
    bgAlt: "#111a2e",
    surface: "#16213a",
    text: "#e2e8f0",
    textMuted: "#a8b5c8",
    heading: "#f8fafc",
    primary: "#2dd4bf",
    primaryText: "#042f2e",
    accent: "#fbbf24",
    border: "#334155",
    focus: "#fbbf24",
    headerBg: "rgba(11, 18, 32, 0.96)",
    footerBg: "#060b16",
    /** The phone frame around the product screen: a dark device in both themes. */
    deviceBezel: "#0b1220",
    footerText: "#e2e8f0",
    footerMuted: "#cbd5e1",
    footerLink: "#5eead4",
    overlay: "rgba(2, 6, 23, 0.7)",
  },
} as const;

export type ColorName = keyof (typeof palette)["light"];

export const colors = Object.fromEntries(
  (Object.keys(palette.light) as ColorName[]).map((name) => [name, `var(--color-${name})`]),
) as Record<ColorName, string>;

/** `--color-name: value;` declarations for one theme, used by GlobalStyles. */
export function colorVariables(theme: keyof typeof palette): Record<string, string> {
  return Object.fromEntries(
    Object.entries(palette[theme]).map(([name, value]) => [`--color-${name}`, value]),
  );
}

export const sizes = {
  headerHeight: 80,
  drawerWidth: 300,
  containerMax: 1500,
  containerMargin: "2%",
  containerPadding: 60,
  logo: 44,
  flag: { width: 30, height: 20 },
  icon: 28,
  /** Team card photo or initials; the photo query in useTeamPhotos asks sharp for this size. */
  avatar: 64,
  /** Largest rendered widths of the product screens (their files hold 2x this). */
  productDesktop: 840,
  productPhone: 280,
} as const;

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
  section: "clamp(4rem, 8vw, 7rem)",
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
} as const;

export const radii = { sm: "6px", md: "12px", lg: "20px", pill: "999px" } as const;

export const zIndex = { header: 100, drawer: 200, overlay: 300, skipLink: 400 } as const;

export const durations = { fast: "150ms", drawer: "220ms" } as const;
