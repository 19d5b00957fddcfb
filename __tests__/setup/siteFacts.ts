import company from "../../harness/shipped-content/src/config/company.json";
import { companyFacts, site, type CompanyFile } from "../../src/config/site";

/** The shipped company facts (a fixture), as the CompanyFacts node holds them (plugins/company-facts). */
export const facts = companyFacts(company as CompanyFile);

/** What `useSiteMetadata()` returns: the site's settings and the company facts. */
export const siteFacts = { ...site, ...facts };
