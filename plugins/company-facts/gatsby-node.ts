import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type SiteOptions } from "../shared/options";
import { checkCompany, formatCompanyProblems } from "./checkCompany";

/** Options: what gatsby-config tells every local plugin (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, siteFields(Joi));

/**
 * The company facts (src/config/company.json) stop `build` and `develop` before anything uses
 * them when one is not what it stands for, with every problem listed where it is.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }, options: SiteOptions) => {
  const { rootDir, localesDir, defaultLanguage } = options;
  const problems = checkCompany(rootDir, localesDir, defaultLanguage);
  if (problems.length === 0) return;
  reporter.setErrorMap({
    COMPANY_FACTS: {
      text: (context: { message: string }) => context.message,
      level: "ERROR",
      category: "USER",
      type: "CONFIG",
    },
  });
  reporter.panic({ id: "COMPANY_FACTS", context: { message: formatCompanyProblems(problems) } });
};
