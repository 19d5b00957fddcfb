import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { prepareLocales } from "./plugins/i18n-locales/prepareLocales";
import { readLanguages } from "./plugins/i18n-locales/readLanguages";
import { SAME_IN_ALL_FILE } from "./plugins/i18n-locales/files";
import { site } from "./src/config/site";
import { LOCALE_NAMESPACE } from "./src/i18n/namespace";

// `locales/`, or its pseudo-localized copy with PSEUDO_LOCALE=1. Checked by the locales plugin.
const localesDir = prepareLocales(__dirname);
const languages = readLanguages(localesDir, site.defaultLanguage).map(({ code }) => code);
const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/$/, "");

/** What every local plugin is told about the site (see plugins/shared/options.ts). */
const siteOptions = { rootDir: __dirname, defaultLanguage: site.defaultLanguage, languages };

const config: GatsbyConfig = {
  siteMetadata: { ...site, siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // Query result types are generated into src/gatsby-types.d.ts (committed; builds keep it current).
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // The editors' allow-list beside the language folders is not a translation file.
      options: { name: "locale", path: localesDir, ignore: [`**/${SAME_IN_ALL_FILE}`] },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.join(__dirname, "src", "images") },
    },
    // Raster images (product screens, team photos): sharp makes the AVIF/WebP sizes that
    // `gatsbyImageData` describes; src/components/ui/RasterImage renders that data as <picture>.
    // gatsby-plugin-image itself is a dependency of gatsby-plugin-sharp but not registered here:
    // registering it only adds its runtime's inline style and script to every page's <head> and a
    // Babel pass for <StaticImage>, none of which RasterImage uses (docs/IMAGES.md).
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "webp", "avif"], placeholder: "dominantColor" },
      },
    },
    "gatsby-transformer-sharp",
    // Sharp's jobs start before webpack instead of after it, on threads that yield to webpack's,
    // and AVIF is encoded at effort 2 instead of sharp's 4: a third of the CPU for files 0–9 %
    // larger. Effort 1 would be faster still but smudges flat areas (docs/IMAGES.md).
    {
      resolve: "image-processing",
      options: { ...siteOptions, avifEffort: 2, helperThreadNice: 10 },
    },
    // The 1200x630 social image, rendered from its SVG source at build time.
    { resolve: "og-image", options: siteOptions },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages,
        defaultLanguage: site.defaultLanguage,
        siteUrl,
        trailingSlash: "always",
        // Our own pre-paint script redirects (see src/i18n/prePaint.ts): the plugin's redirect
        // blanks the page when storage throws and causes hydration errors.
        redirect: false,
        i18nextOptions: {
          // Without it the plugin falls back to the namespace "translation" whenever a page
          // arrives without strings, and what the fallback loader fetches is never read.
          defaultNS: LOCALE_NAMESPACE,
          interpolation: { escapeValue: false },
          keySeparator: ".",
          nsSeparator: false,
          returnNull: false,
          returnEmptyString: false,
          supportedLngs: languages,
        },
      },
    },
    // Local plugins (plugins/<name>/). onPostBuild runs in this order: pages are rewritten
    // (paint-first) before the serving plugin hashes their final inline scripts.
    { resolve: "i18n-locales", options: { ...siteOptions, localesDir } },
    {
      resolve: "i18n-patches",
      options: { ...siteOptions, shimsDir: path.join(__dirname, "src", "i18n", "pluginShims") },
    },
    "svg-size",
    "site-schema",
    { resolve: "paint-first", options: siteOptions },
    { resolve: "seo-files", options: { ...siteOptions, localesDir } },
    // The server's own error pages (400, 405, 429, 5xx, …), before `serving` hashes their style.
    { resolve: "error-pages", options: { ...siteOptions, localesDir } },
    { resolve: "serving", options: siteOptions },
    {
      resolve: "security-txt",
      options: {
        ...siteOptions,
        contact: [site.security.contact],
        expires: site.security.expires,
        canonical: `${siteUrl}/.well-known/security.txt`,
        preferredLanguages: languages,
      },
    },
    // Last: it compresses what the other plugins wrote (see its gatsby-node).
    { resolve: "precompress", options: siteOptions },
  ],
};

export default config;
