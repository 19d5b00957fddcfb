import { withPrefix } from "gatsby";
import { languages } from "../../config/languages";
import { localizePath } from "../../i18n/paths";

type SeoAlternatesProps = {
  siteUrl: string;
  language: string;
  defaultLanguage: string;
  /** The page's language-neutral path, with the site's trailing slash. */
  originalPath: string;
};

/** Canonical URL, hreflang for every language plus x-default, and og:url. */
export function SeoAlternates({
  siteUrl,
  language,
  defaultLanguage,
  originalPath,
}: SeoAlternatesProps) {
  const url = (lng: string) =>
    `${siteUrl}${withPrefix(localizePath(originalPath, lng, defaultLanguage))}`;
  return (
    <>
      <link rel="canonical" href={url(language)} />
      {languages.map(({ code }) => (
        <link key={code} rel="alternate" hrefLang={code} href={url(code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(defaultLanguage)} />
      <meta property="og:url" content={url(language)} />
    </>
  );
}
