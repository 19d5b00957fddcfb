import { graphql, useStaticQuery } from "gatsby";
import type { SiteConfig } from "../config/site";

/**
 * Everything but the privacy policy's date, which reaches its page already written out in the
 * page's language (`privacyPolicyUpdatedText` in the page query), so no other page loads it.
 */
type SiteFacts = Omit<SiteConfig, "privacyPolicyUpdated">;

type SiteMetadataQuery = { site: { siteMetadata: SiteFacts } };

/** Company facts from `src/config/site.ts`, through Gatsby's siteMetadata. */
export function useSiteMetadata(): SiteFacts {
  const data = useStaticQuery<SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          name
          legalName
          siteUrl
          foundingYear
          defaultLanguage
          offices {
            id
            streetAddress
            locality
            region
            postalCode
            country
          }
          phone {
            display
            e164
          }
          emails {
            general
            careers
          }
          messaging {
            label
            url
          }
          social {
            network
            url
          }
          showThemeToggle
        }
      }
    }
  `);
  return data.site.siteMetadata;
}
