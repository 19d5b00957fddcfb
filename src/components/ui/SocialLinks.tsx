import { useTranslation } from "../../i18n/useTranslation";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { sizes } from "../../theme/tokens";
import { ExternalLink } from "./ExternalLink";
import { InlineList } from "./InlineList";
import { SvgImage } from "./SvgImage";

/** LinkedIn, Instagram, X, Facebook, GitHub and Medium, each in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation();
  const { social } = useSiteMetadata();
  return (
    <InlineList label={t("footer.social.title")}>
      {social.map(({ network, url }) => (
        <li key={network}>
          <ExternalLink
            href={url}
            aria-label={t(`footer.social.${network}`)}
            css={{ display: "inline-flex", padding: 6, lineHeight: 0 }}
          >
            <SvgImage name={`icons/${network}`} decorative width={sizes.icon} height={sizes.icon} />
          </ExternalLink>
        </li>
      ))}
    </InlineList>
  );
}
