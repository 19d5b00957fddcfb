import { graphql, useStaticQuery } from "gatsby";

type Data = Queries.SiteMetadataQuery;

/**
 * Every fact but the build-only ones (`@buildOnly` in src/config/site.ts): the site's settings
 * and the company facts editors change. The types are generated from the query; plugins/site-schema
 * makes every field exact.
 */
export type SiteFacts = NonNullable<NonNullable<Data["site"]>["siteMetadata"]> &
  NonNullable<Data["companyFacts"]> & {
    /** The year of the build: the browser's clock would disagree with the page's HTML. */
    buildYear: string;
  };

/**
 * The site's settings (`src/config/site.ts`, through siteMetadata) and the company facts
 * (`src/config/company.json`, a node of their own, so a save shows in the preview at once).
 */
export function useSiteMetadata(): SiteFacts {
  // The fields are the generated fragments (src/hooks/siteFacts.generated.ts).
  const data = useStaticQuery<Data>(graphql`
    query SiteMetadata {
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          ...SiteFacts
        }
      }
      companyFacts {
        ...CompanyFactsFields
      }
    }
  `);
  const settings = data.site?.siteMetadata;
  if (!settings)
    throw new Error("siteMetadata is missing: gatsby-config copies src/config/site.ts");
  const facts = data.companyFacts;
  if (!facts) {
    throw new Error(
      "The company facts are missing: src/config/company.json could not be read (the terminal running Gatsby says why)",
    );
  }
  return { ...settings, ...facts, buildYear: String(data.site?.buildTime) };
}
