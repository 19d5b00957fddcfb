/**
 * Open Graph wants `language_TERRITORY` (en_US, es_ES). The likely territory comes from CLDR's
 * likely-subtags data through `Intl.Locale#maximize`, so a new locale folder needs no table entry.
 */
export function ogLocale(code: string): string {
  try {
    const { language, region } = new Intl.Locale(code).maximize();
    return region ? `${language}_${region}` : language;
  } catch {
    return code.replace("-", "_");
  }
}
