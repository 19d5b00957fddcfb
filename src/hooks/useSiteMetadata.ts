import { graphql, useStaticQuery } from "gatsby";
/**
 * Every fact but the build-only ones (`@buildOnly` in src/config/site.ts). The type is generated
 * from the query; plugins/site-schema makes every field exact.
 */
export type SiteFacts = NonNullable<NonNullable<Queries.SiteMetadataQuery["site"]>["siteMetadata"]>;

/** Company facts from `src/config/site.ts`, through Gatsby's siteMetadata. */
export function useSiteMetadata(): SiteFacts {
  // The fields are the `SiteFacts` fragment, generated from src/config/site.ts.
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          ...SiteFacts
        }
      }
    }
  `);
  const facts = data.site?.siteMetadata;
  if (!facts) throw new Error("siteMetadata is missing: gatsby-config copies src/config/site.ts");
  return facts;
}
