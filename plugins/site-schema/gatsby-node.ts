import type { GatsbyNode } from "gatsby";
import { strictSchema } from "../shared/options";
import { formatLongDate } from "./formatDate";
import { typeDefs } from "./schema.generated";

/** No options: a stray one in gatsby-config stops the build. */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, {});

/**
 * The exact GraphQL types of `src/config/site.ts`, generated from its `SiteConfig` and
 * `CompanyFacts` types (generate.ts). Without them Gatsby infers every field as optional, and the
 * query types it generates (src/gatsby-types.d.ts) would make every component handle a missing
 * phone number. A value that does not fit fails the build.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/**
 * `privacyPolicyUpdatedText(language: $language)`: the policy's date written out in the page's
 * language, formatted here with Node's ICU so the browser does no date formatting.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    CompanyFacts: {
      privacyPolicyUpdatedText: {
        type: "String!",
        args: { language: "String!" },
        resolve: (source: { privacyPolicyUpdated: string }, args: { language: string }) =>
          formatLongDate(source.privacyPolicyUpdated, args.language),
      },
    },
  });
};
