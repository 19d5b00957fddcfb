import { graphql, useStaticQuery } from "gatsby";
import { site, type CompanyFacts, type SiteConfig } from "../config/site";

/** The site's settings, the company facts, and the year of the build. */
export type SiteFacts = SiteConfig &
  CompanyFacts & {
    /** The year of the build: the browser's clock would disagree with the page's HTML. */
    buildYear: string;
  };

/**
 * The site's settings (`src/config/site.ts`; the address as the build was told it, SITE_URL
 * included) and the company facts (`src/config/company.json`, a node of their own, so a save
 * shows in the preview at once; checked against `CompanyFacts` before the node is made).
 */
export function useSiteMetadata(): SiteFacts {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
        }
      }
      companyFacts {
        facts
      }
    }
  `);
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!siteUrl) throw new Error("siteMetadata is missing: gatsby-config copies src/config/site.ts");
  const facts = data.companyFacts?.facts as CompanyFacts | undefined;
  if (!facts) {
    throw new Error(
      "The company facts are missing: src/config/company.json could not be read (the terminal running Gatsby says why)",
    );
  }
  return { ...site, siteUrl, ...facts, buildYear: String(data.site?.buildTime) };
}
