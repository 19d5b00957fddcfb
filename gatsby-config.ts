import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { site } from "./src/config/site";
import { LOCALE_NAMESPACE } from "./src/i18n/namespace";
import { prepareLocales } from "./src/i18n/prepareLocales";
import { readLanguages } from "./src/i18n/readLanguages";

// `locales/`, or its pseudo-localized copy with PSEUDO_LOCALE=1. Checked in gatsby-node onPreInit.
const localesDir = prepareLocales(__dirname);
const languages = readLanguages(localesDir, site.defaultLanguage);
const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/$/, "");

const config: GatsbyConfig = {
  siteMetadata: { ...site, siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: false,
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: localesDir },
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
    // The 1200x630 social image, rendered from its SVG source at build time.
    "og-image",
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: languages.map((language) => language.code),
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
          supportedLngs: languages.map((language) => language.code),
        },
      },
    },
  ],
};

export default config;
