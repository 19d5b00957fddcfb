import type { GatsbyNode, Reporter } from "gatsby";
import { companyFacts, type CompanyFile } from "../../src/config/site";
import { siteFields, strictSchema, type SiteOptions } from "../shared/options";
import { formatLongDate } from "./formatDate";
import {
  checkCompany,
  checkCompanyText,
  COMPANY_SOURCE,
  formatCompanyProblems,
} from "./checkCompany";

/** Options: what gatsby-config tells every local plugin (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, siteFields(Joi));

const ERROR_ID = "COMPANY_FACTS";

function reportProblems(reporter: Reporter, problems: ReturnType<typeof checkCompany>) {
  reporter.setErrorMap({
    [ERROR_ID]: {
      text: (context: { message: string }) => context.message,
      level: "ERROR",
      category: "USER",
      type: "CONFIG",
    },
  });
  return { id: ERROR_ID, context: { message: formatCompanyProblems(problems) } };
}

/**
 * The company facts (src/config/company.json) stop `build` and `develop` before anything uses
 * them when one is not what it stands for, with every problem listed where it is.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }, options: SiteOptions) => {
  const { rootDir, localesDir, defaultLanguage } = options;
  const problems = checkCompany(rootDir, localesDir, defaultLanguage);
  if (problems.length > 0) reporter.panic(reportProblems(reporter, problems));
};

/**
 * One field: the facts as checked, typed for the code by `CompanyFacts` in src/config/site.ts
 * (the check has made sure the file fits it), and the policy's date written out in the page's
 * language, formatted here with Node's ICU so the browser does no date formatting.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`type CompanyFacts implements Node @dontInfer { facts: JSON! }`);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    CompanyFacts: {
      privacyPolicyUpdatedText: {
        type: "String!",
        args: { language: "String!" },
        resolve: (
          source: { facts: { privacyPolicyUpdated: string } },
          args: { language: string },
        ) => formatLongDate(source.facts.privacyPolicyUpdated, args.language),
      },
    },
  });
};

/**
 * The file, sourced like the locale files, becomes one `CompanyFacts` node, so pages query it and
 * the preview follows every save. A save that breaks a rule while previewing is reported and
 * makes no node: the page then says where to look.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (
  { node, actions, createNodeId, createContentDigest, loadNodeContent, reporter },
  { localesDir, defaultLanguage }: SiteOptions,
) => {
  if (node.internal.type !== "File" || node.sourceInstanceName !== COMPANY_SOURCE) return;
  const content = await loadNodeContent(node);
  const problems = checkCompanyText(content, localesDir, defaultLanguage);
  if (problems.length > 0) {
    reporter.panicOnBuild(reportProblems(reporter, problems));
    return;
  }
  const facts = companyFacts(JSON.parse(content) as CompanyFile);
  const child = {
    facts,
    id: createNodeId(COMPANY_SOURCE),
    parent: node.id,
    children: [],
    internal: { type: "CompanyFacts", contentDigest: createContentDigest(facts) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child });
};
