import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import {
  EDITOR_LABELS_FILE,
  readLanguages,
  SAME_IN_ALL_FILE,
} from "./plugins/i18n-locales/readLanguages";
import { COMPANY_SOURCE } from "./plugins/company-facts/checkCompany";
import { hiddenBelow } from "./plugins/shared/hiddenFiles";
import { pathPrefixOf } from "./plugins/shared/pathPrefix";
import { sitemapOptions } from "./plugins/seo-files/sitemap";
import { site } from "./src/config/site";
import { COMPANY_FILE } from "./src/content/validateCompany";
import { i18nextOptions } from "./src/i18n/i18nextOptions";

// Checked by the locales plugin before anything is built.
const localesDir = path.join(__dirname, "locales");
const { defaultLanguage } = site;
const languages = readLanguages(localesDir, defaultLanguage).map(({ code }) => code);
const imagesDir = path.join(__dirname, "src", "images");
const companyFile = path.join(__dirname, COMPANY_FILE);
const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/$/, "");
const pathPrefix = pathPrefixOf(process.env);
/** What every local plugin is told about the site (plugins/shared/options.ts). */
const siteOptions = { rootDir: __dirname, localesDir, defaultLanguage, languages };
const config: GatsbyConfig = {
  siteMetadata: { ...site, siteUrl },
  // PATH_PREFIX, for a site under a path (a GitHub Pages project site); `npm run build` passes
  // --prefix-paths, without which Gatsby ignores it.
  pathPrefix,
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // Query result types are generated into src/gatsby-types.d.ts (committed; builds keep it current).
  // A publish skips them (scripts/publish/steps.ts): visitors get nothing from them.
  graphqlTypegen: process.env.SKIP_QUERY_TYPES === "1" ? false : { generateOnBuild: true },
  plugins: [
    // First: a build under another path prefix or in another folder than the cache's starts clean.
    { resolve: "cache-guard", options: { rootDir: __dirname } },
    {
      resolve: "gatsby-source-filesystem",
      // The editors' files beside the language folders are not translation files.
      options: {
        name: "locale",
        path: localesDir,
        ignore: [`**/${SAME_IN_ALL_FILE}`, `**/${EDITOR_LABELS_FILE}`, hiddenBelow(localesDir)],
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "images",
        path: imagesDir,
        ignore: [hiddenBelow(imagesDir)],
      },
    },
    // The company facts editors change; plugins/company-facts makes them a node.
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: COMPANY_SOURCE,
        path: companyFile,
        ignore: [hiddenBelow(companyFile)],
      },
    },
    // Raster image sizes for RasterImage; gatsby-plugin-image is not registered
    // (docs/ARCHITECTURE.md, "How data flows").
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp", "avif"], placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages,
        defaultLanguage,
        siteUrl,
        trailingSlash: "always",
        // Our pre-paint script redirects (src/i18n/prePaint.ts): the plugin's blanks pages on errors.
        redirect: false,
        // The pages' i18next instances are made by the site (src/i18n/pageI18n.ts), with these.
        i18nextOptions: i18nextOptions(languages),
      },
    },
    // plugins/<name>/ (docs/ARCHITECTURE.md). onPostBuild runs in this order: pages are written
    // and rewritten before `serving` hashes them; `precompress` compresses what all others wrote.
    { resolve: "image-processing", options: siteOptions },
    { resolve: "i18n-locales", options: siteOptions },
    { resolve: "company-facts", options: siteOptions },
    { resolve: "i18n-patches", options: siteOptions },
    "svg",
    "compile-hints",
    // The sitemap's alternates carry the prefix Gatsby applies with --prefix-paths, as every
    // build command passes it.
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions({ ...siteOptions, pathPrefix }) },
    { resolve: "seo-files", options: siteOptions },
    { resolve: "error-pages", options: siteOptions },
    { resolve: "cms", options: { ...siteOptions, siteUrl } },
    { resolve: "serving", options: siteOptions },
    { resolve: "precompress", options: siteOptions },
  ],
};

export default config;
