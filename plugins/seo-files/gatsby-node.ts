import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { localeFile } from "../i18n-locales/readLanguages";
import { siteFields, strictSchema, type SiteOptions } from "../shared/options";
import { writeSeoFiles } from "./writeSeoFiles";

/** Options: what gatsby-config tells every local plugin (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, siteFields(Joi));

/** The sitemap, robots.txt, web manifest and favicon.ico, written from the config and the pages. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (
  { graphql, reporter },
  { rootDir, languages, defaultLanguage, localesDir }: SiteOptions,
) => {
  const result = await graphql<Queries.SeoFilesPagesQuery>(`
    query SeoFilesPages {
      site {
        siteMetadata {
          siteUrl
          name
        }
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  const siteMetadata = result.data?.site?.siteMetadata;
  if (result.errors || !result.data || !siteMetadata) {
    reporter.panicOnBuild("seo-files: could not read the pages for the sitemap", result.errors);
    return;
  }
  const defaultStrings = JSON.parse(
    fs.readFileSync(localeFile(localesDir, defaultLanguage), "utf8"),
  ) as { meta: { home: { description: string } } };
  const written = writeSeoFiles({
    publicDir: path.join(rootDir, "public"),
    staticDir: path.join(rootDir, "static"),
    siteUrl: siteMetadata.siteUrl,
    name: siteMetadata.name,
    description: defaultStrings.meta.home.description,
    languages,
    defaultLanguage,
    pagePaths: result.data.allSitePage.nodes.map((node) => node.path),
  });
  reporter.info(`SEO files: ${written.join(", ")}`);
};
