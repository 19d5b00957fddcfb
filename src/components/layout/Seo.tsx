import { withPrefix } from "gatsby";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { headTranslator, type I18nPageContext, type LocalesData } from "../../i18n/pageData";
import { icons, manifestPath } from "../../seo/assets";
import { organizationJsonLd } from "../../seo/jsonLd";
import { palette } from "../../theme/tokens";
import { JsonLd } from "./JsonLd";
import { MAIN_CONTENT_ID } from "./SkipLink";
import { SeoAlternates } from "./SeoAlternates";
import { SeoSocial } from "./SeoSocial";

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
  const site = useSiteMetadata();
  const { language, defaultLanguage, originalPath } = pageContext.i18n;
  const t = headTranslator(data, language);
  const title = t(`meta.${page}.title`);
  const description = t(`meta.${page}.description`);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {/* i18next-instrument-ignore-next-line: a keyword for the browser, not a visible word */}
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content={palette.light.primary} />
      <link rel="icon" href={withPrefix(icons.ico)} sizes="32x32" />
      <link rel="icon" href={withPrefix(icons.svg)} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={withPrefix(icons.appleTouch)} />
      <link rel="manifest" href={withPrefix(manifestPath)} />
      {/* The first frame shows the whole first screen: Chromium holds its first paint until the
          main content is parsed, so the largest text is in it (LCP = FCP), not a frame later. */}
      <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
      {indexable ? (
        <SeoAlternates
          siteUrl={site.siteUrl}
          language={language}
          defaultLanguage={defaultLanguage}
          originalPath={originalPath}
        />
      ) : (
        // i18next-instrument-ignore-next-line: a keyword for crawlers, not a visible word
        <meta name="robots" content="noindex" />
      )}
      <SeoSocial
        site={site}
        language={language}
        title={title}
        description={description}
        imageAlt={t("meta.socialImageAlt")}
      />
      <JsonLd
        data={organizationJsonLd(
          site,
          icons.manifest[1]?.src ?? icons.svg,
          t("meta.home.description"),
        )}
      />
    </>
  );
}
