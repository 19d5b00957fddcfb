import { graphql, useStaticQuery } from "gatsby";
import type { SiteConfig } from "../config/site";

type SiteMetadataQuery = { site: { siteMetadata: SiteConfig } };

/** Company facts from `src/config/site.ts`, through Gatsby's siteMetadata. */
export function useSiteMetadata(): SiteConfig {
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
          privacyPolicyUpdated
          showThemeToggle
        }
      }
    }
  `);
  return data.site.siteMetadata;
}
