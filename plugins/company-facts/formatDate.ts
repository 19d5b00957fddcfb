/**
 * A date as the page's language writes it in full ("22 November 2026", "22 de noviembre de
 * 2026"). Node-only: gatsby-node resolves it at build time, because the browser's first Intl call
 * loads ICU data for ~15 ms on the main thread while the page hydrates.
 */
export function formatLongDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(isoDate),
  );
}
