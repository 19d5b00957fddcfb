import type { GatsbyNode } from "gatsby";
import { strictSchema } from "../shared/options";
import { formatLongDate } from "./formatDate";

/** No options: a stray one in gatsby-config stops the build. */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, {});

/**
 * The exact shape of `src/config/site.ts` in GraphQL. Without it Gatsby infers every field as
 * optional, and the query types it generates (src/gatsby-types.d.ts) would make every component
 * handle a missing phone number. A config value that does not fit fails the build.
 */
const typeDefs = `
  type SiteSiteMetadata {
    name: String!
    legalName: String!
    siteUrl: String!
    foundingYear: Int!
    defaultLanguage: String!
    offices: [SiteOffice!]!
    phone: SitePhone!
    emails: SiteEmails!
    messaging: SiteMessaging!
    social: [SiteSocialProfile!]!
    privacyPolicyUpdated: String!
    showThemeToggle: Boolean!
    security: SiteSecurity!
  }
  type SiteSecurity {
    contact: String!
    expires: String!
  }
  type SiteOffice {
    id: String!
    streetAddress: String!
    locality: String!
    region: String!
    postalCode: String!
    country: String!
  }
  type SitePhone {
    display: String!
    e164: String!
  }
  type SiteEmails {
    general: String!
    careers: String!
  }
  type SiteMessaging {
    label: String!
    url: String!
  }
  enum SocialNetwork {
    linkedin
    instagram
    x
    facebook
    github
    medium
  }
  type SiteSocialProfile {
    network: SocialNetwork!
    url: String!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/**
 * `privacyPolicyUpdatedText(language: $language)`: the policy's date written out in the page's
 * language, formatted here with Node's ICU so the browser does no date formatting.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SiteSiteMetadata: {
      privacyPolicyUpdatedText: {
        type: "String!",
        args: { language: "String!" },
        resolve: (source: { privacyPolicyUpdated: string }, args: { language: string }) =>
          formatLongDate(source.privacyPolicyUpdated, args.language),
      },
    },
  });
};
