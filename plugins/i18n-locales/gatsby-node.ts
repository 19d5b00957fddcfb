import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { LOCALE_FILE_NAME } from "../../src/i18n/namespace";
import { siteFields, strictSchema, type SiteOptions } from "../shared/options";
import { reportLocaleProblems } from "./checkLocales";
import { LocaleCheckWebpackPlugin } from "./LocaleCheckWebpackPlugin";
import { localeFile, readLanguages } from "./readLanguages";

/** Options: what gatsby-config tells every local plugin (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, siteFields(Joi));

const isDevelop = () => process.env.gatsby_executing_command === "develop";

/** Broken translations stop `gatsby build` and `gatsby develop` with every problem listed. */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }, options: SiteOptions) => {
  const { rootDir, defaultLanguage } = options;
  await reportLocaleProblems(reporter, rootDir, defaultLanguage, {
    fatal: true,
    develop: isDevelop(),
  });
};

/** A locale file edited during `gatsby develop`: its problems are reported right away. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (
  { node, reporter },
  { rootDir, defaultLanguage }: SiteOptions,
) => {
  if (!isDevelop() || node.internal.type !== "File" || node.sourceInstanceName !== "locale") return;
  await reportLocaleProblems(reporter, rootDir, defaultLanguage, { fatal: false, develop: true });
};

/**
 * The language list (names, direction, Open Graph locale) reaches browser and SSR code as the
 * compile-time constant `__SITE_LANGUAGES__` (see src/config/languages.ts); `__LOCALE_PREVIEW__`
 * says whether the bundle is `gatsby develop`'s (see src/i18n/pageData.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { actions, plugins, stage },
  { rootDir, localesDir, defaultLanguage }: SiteOptions,
) => {
  const languages = readLanguages(localesDir, defaultLanguage);
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_LANGUAGES__: JSON.stringify(languages),
        __LOCALE_PREVIEW__: JSON.stringify(stage === "develop" || stage === "develop-html"),
      }),
      // While previewing, the browser shows the locale check's problems (see the plugin).
      ...(stage === "develop" ? [new LocaleCheckWebpackPlugin(rootDir, defaultLanguage)] : []),
    ],
  });
};

/**
 * The locale nodes gatsby-plugin-react-i18next creates, typed exactly so every page query's
 * generated type has its strings (src/gatsby-types.d.ts).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Locale implements Node {
      ns: String!
      data: String!
      language: String!
    }
  `);
};

/** The fallback loader reads `/locales/{lng}/{ns}.json` (never requested on a normal load). */
export const onPostBuild: GatsbyNode["onPostBuild"] = (_args, options: SiteOptions) => {
  const { rootDir, localesDir, languages } = options;
  for (const code of languages) {
    const target = path.join(rootDir, "public", "locales", code);
    fs.mkdirSync(target, { recursive: true });
    fs.copyFileSync(localeFile(localesDir, code), path.join(target, LOCALE_FILE_NAME));
  }
};
