import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { localeFile } from "../i18n-locales/readLanguages";
import { site } from "../../src/config/site";
import { siteFields, strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { writeSecurityTxt } from "./securityTxt";
import { writeSeoFiles } from "./writeSeoFiles";

/** Options: the site's (plugins/shared/options.ts); security.txt's contact defaults to site.ts's. */
const fields = (Joi: Joi) => ({
  ...siteFields(Joi),
  securityContact: Joi.array().items(Joi.string()).min(1).default([site.security.contact]),
});
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, fields(Joi));

/**
 * The files crawlers, browsers and security researchers look for that no maintained plugin writes
 * as the site needs them: robots.txt, the web manifest (gatsby-plugin-manifest would add its
 * browser code and options to every page's bundle) and /.well-known/security.txt. The sitemap is
 * gatsby-plugin-sitemap's (sitemap.ts), favicon.ico a file in static/. Their URLs carry the path
 * prefix Gatsby built with (`basePath`: gatsby-config's pathPrefix).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (
  { graphql, reporter, basePath },
  { rootDir, languages, defaultLanguage, localesDir, securityContact }: OptionsOf<typeof fields>,
) => {
  const result = await graphql<Queries.SeoFilesSiteQuery>(`
    query SeoFilesSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site?.siteMetadata?.siteUrl;
  if (result.errors || !siteUrl) {
    reporter.panicOnBuild("seo-files: could not read the site's address", result.errors);
    return;
  }
  const defaultStrings = JSON.parse(
    fs.readFileSync(localeFile(localesDir, defaultLanguage), "utf8"),
  ) as { meta: { home: { description: string } } };
  const written = writeSeoFiles({
    publicDir: path.join(rootDir, "public"),
    siteUrl,
    pathPrefix: basePath,
    name: site.name,
    description: defaultStrings.meta.home.description,
    defaultLanguage,
  });
  reporter.info(`SEO files: ${written.join(", ")}`);
  const securityTxt = writeSecurityTxt(path.join(rootDir, "public"), {
    contact: securityContact,
    canonical: `${siteUrl}${basePath}/.well-known/security.txt`,
    preferredLanguages: languages,
  });
  reporter.info(`security.txt: ${path.relative(rootDir, securityTxt)}`);
};
