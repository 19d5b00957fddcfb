/** URL helpers shared by the header, the language switcher, Seo and the pre-paint script. */

/** The language a path belongs to: its first segment when that is a non-default language. */
export function languageOfPath(
  pathname: string,
  codes: readonly string[],
  defaultLanguage: string,
): string {
  const first = pathname.split("/")[1] ?? "";
  return codes.includes(first) && first !== defaultLanguage ? first : defaultLanguage;
}

/** The path without its language prefix: `/es/privacy-policy/` -> `/privacy-policy/`. */
export function pathWithoutLanguage(
  pathname: string,
  codes: readonly string[],
  defaultLanguage: string,
): string {
  const language = languageOfPath(pathname, codes, defaultLanguage);
  if (language === defaultLanguage) return pathname || "/";
  const rest = pathname.slice(language.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The same page in another language: the default language is unprefixed. */
export function localizePath(originalPath: string, language: string, defaultLanguage: string) {
  const path = originalPath.startsWith("/") ? originalPath : `/${originalPath}`;
  return language === defaultLanguage ? path : `/${language}${path}`;
}
