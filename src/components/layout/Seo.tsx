import { languages } from "../../config/languages";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { localizePath } from "../../i18n/paths";
import { headTranslator, type I18nPageContext, type LocalesData } from "../../i18n/pageData";
import { palette } from "../../theme/tokens";

type SeoProps = {
  data: LocalesData;
  pageContext: I18nPageContext;
  /** Key prefix under `meta.` holding `title` and `description`. */
  page: "home" | "privacy" | "notFound";
  /** Not-found pages are not indexed and have no alternates. */
  indexable?: boolean;
};

/** Everything in <head> for one page in one language. */
export function Seo({ data, pageContext, page, indexable = true }: SeoProps) {
  const { siteUrl, name } = useSiteMetadata();
  const { language, defaultLanguage, originalPath } = pageContext.i18n;
  const t = headTranslator(data, language);
  const title = t(`meta.${page}.title`);
  const description = t(`meta.${page}.description`);
  const url = (lng: string) => `${siteUrl}${localizePath(originalPath, lng, defaultLanguage)}`;
  const dir = languages.find((entry) => entry.code === language)?.dir ?? "ltr";
  return (
    <>
      <html lang={language} dir={dir} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content={palette.light.primary} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {indexable ? (
        <>
          <link rel="canonical" href={url(language)} />
          {languages.map(({ code }) => (
            <link key={code} rel="alternate" hrefLang={code} href={url(code)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={url(defaultLanguage)} />
          <meta property="og:url" content={url(language)} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
