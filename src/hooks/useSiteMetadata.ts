import { graphql, useStaticQuery } from "gatsby";
/**
 * Everything but the privacy policy's date, which reaches its page already written out in the
 * page's language (`privacyPolicyUpdatedText` in the page query), so no other page loads it.
 * The type is generated from the query; plugins/site-schema makes every field exact.
 */
export type SiteFacts = NonNullable<NonNullable<Queries.SiteMetadataQuery["site"]>["siteMetadata"]>;

/** Company facts from `src/config/site.ts`, through Gatsby's siteMetadata. */
export function useSiteMetadata(): SiteFacts {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
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
  const facts = data.site?.siteMetadata;
  if (!facts) throw new Error("siteMetadata is missing: gatsby-config copies src/config/site.ts");
  return facts;
}
