import { withPrefix } from "gatsby";
import { languages } from "../../config/languages";
import type { SiteFacts } from "../../hooks/useSiteMetadata";
import { socialImage } from "../../seo/assets";

type SeoSocialProps = {
  site: Pick<SiteFacts, "name" | "siteUrl" | "social">;
  language: string;
  title: string;
  description: string;
  imageAlt: string;
};

/** `https://x.com/sahyadrisoft` -> `@sahyadrisoft`, for twitter:site. */
export function xHandle(social: SiteFacts["social"]): string | undefined {
  const url = social.find((profile) => profile.network === "x")?.url;
  const handle = url?.replace(/\/+$/, "").split("/").pop();
  return handle ? `@${handle}` : undefined;
}

/** Open Graph and Twitter card tags with the 1200x630 social image. */
export function SeoSocial({ site, language, title, description, imageAlt }: SeoSocialProps) {
  const image = `${site.siteUrl}${withPrefix(socialImage.path)}`;
  const handle = xHandle(site.social);
  const current = languages.find(({ code }) => code === language);
  return (
    <>
      {/* i18next-instrument-ignore-next-line: a keyword for crawlers, not a visible word */}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={current?.ogLocale ?? language} />
      {languages
        .filter(({ code }) => code !== language)
        .map(({ code, ogLocale }) => (
          <meta key={code} property="og:locale:alternate" content={ogLocale} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={socialImage.type} />
      <meta property="og:image:width" content={String(socialImage.width)} />
      <meta property="og:image:height" content={String(socialImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {/* i18next-instrument-ignore-next-line: a keyword for crawlers, not a visible word */}
      <meta name="twitter:card" content="summary_large_image" />
      {handle ? <meta name="twitter:site" content={handle} /> : null}
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
