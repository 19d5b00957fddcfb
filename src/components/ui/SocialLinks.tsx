import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { sizes } from "../../theme/tokens";
import { ExternalLink } from "./ExternalLink";
import { InlineList } from "./InlineList";
import { SvgImage } from "./SvgImage";

// The links styled from the list (see Card).
const linksStyle = css({ a: { display: "inline-flex", padding: 6, lineHeight: 0 } });

/** LinkedIn, Instagram, X, Facebook, GitHub and Medium, each in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation();
  const { social } = useSiteMetadata();
  return (
    <InlineList label={t("footer.social.title")} css={linksStyle}>
      {social.map(({ network, url }) => (
        <li key={network}>
          <ExternalLink href={url} aria-label={t(`footer.social.${network}`)}>
            <SvgImage name={`icons/${network}`} decorative width={sizes.icon} height={sizes.icon} />
          </ExternalLink>
        </li>
      ))}
    </InlineList>
  );
}
