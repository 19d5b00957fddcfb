import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { site } from "./src/config/site";
import { formatLongDate } from "./src/i18n/formatDate";
import { LOCALE_FILE_NAME } from "./src/i18n/namespace";
import { reportLocaleProblems } from "./src/i18n/checkLocales";
import { localesDirectory } from "./src/i18n/prepareLocales";
import { localeFile, readLanguages } from "./src/i18n/readLanguages";
import { svgDimensions } from "./src/app/svgDimensions";
import { rewritePublicHtml } from "./src/build/loadBundlesAfterPaint";
import { writeServingConfig } from "./src/serving/generate";
import { writeSeoFiles } from "./src/seo/writeSeoFiles";
import { precompressPublic } from "./plugins/precompress/precompress";

const localesDir = localesDirectory(__dirname);
const languages = readLanguages(localesDir, site.defaultLanguage);

const isDevelop = process.env.gatsby_executing_command === "develop";

type I18nPageContext = { i18n?: { language: string; originalPath: string } };

/** Broken translations stop `gatsby build` and `gatsby develop` with every problem listed. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  reportLocaleProblems(reporter, __dirname, site.defaultLanguage, { fatal: true });
};

/**
 * Requests made by gatsby-plugin-react-i18next that are swapped for our modules (see the files in
 * src/i18n/pluginShims for why), by the folder they come from. Pinned to the plugin's 3.0.1 layout.
 */
const shimsDir = path.join(__dirname, "src", "i18n", "pluginShims");
const pluginDir = "gatsby-plugin-react-i18next";
const pluginWrapperDir = path.join(pluginDir, "dist", "plugin");
const pluginModuleShims: { from: string; request: string; shim: string }[] = [
  { from: pluginDir, request: "./dist/plugin/wrapPageElement", shim: "wrapPageElement.ts" },
  { from: pluginWrapperDir, request: "react-i18next", shim: "reactI18next.ts" },
  { from: pluginWrapperDir, request: "outdent", shim: "outdent.ts" },
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Exactly the requests above, so webpack asks the callback about nothing else. */
const shimmedRequests = new RegExp(
  `^(${pluginModuleShims.map(({ request }) => escapeRegExp(request)).join("|")})$`,
);

/**
 * The language list reaches browser and SSR code as a compile-time constant, and the i18n plugin
 * gets the shims. i18next's package serves `import` and `require` from two builds; the plugin
 * requires it, so every import is pointed at that same CommonJS build, or the lazy fallback loader
 * would carry a second copy of i18next.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  plugins,
  stage,
}) => {
  // Browser source maps cost build time and would be published with the site; set
  // BUNDLE_SOURCE_MAPS=1 to get them back for a bundle analysis. SSR keeps its maps for
  // readable build errors.
  if (stage === "build-javascript" && !process.env.BUNDLE_SOURCE_MAPS) {
    actions.setWebpackConfig({ devtool: false });
  }
  actions.setWebpackConfig({
    resolve: {
      alias: {
        i18next$: path.join(__dirname, "node_modules", "i18next", "dist", "cjs", "i18next.js"),
      },
    },
    plugins: [
      plugins.define({ __SITE_LANGUAGES__: JSON.stringify(languages) }),
      plugins.normalModuleReplacement(
        shimmedRequests,
        (resource: { request: string; context: string }) => {
          const match = pluginModuleShims.find(
            ({ from, request }) => request === resource.request && resource.context.endsWith(from),
          );
          if (match) resource.request = path.join(shimsDir, match.shim);
        },
      ),
    ],
  });
};

/** SVG files carry their intrinsic size so every <img> gets width/height (no layout shift). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, reporter }) => {
  // A locale file edited during `gatsby develop`: report its problems right away.
  if (node.internal.type === "File" && node.sourceInstanceName === "locale" && isDevelop) {
    reportLocaleProblems(reporter, __dirname, site.defaultLanguage, { fatal: false });
  }
  if (node.internal.type !== "File" || node.extension !== "svg") return;
  const { width, height } = svgDimensions(fs.readFileSync(node.absolutePath as string, "utf8"));
  actions.createNodeField({ node, name: "width", value: width });
  actions.createNodeField({ node, name: "height", value: height });
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

/**
 * gatsby-plugin-react-i18next doubles the prefix of localized 404 match paths (`/es/es/*`), so
 * client-side routing would show the English 404 for `/es/unknown`. Give each language's 404 page
 * the match path of its own prefix.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const i18n = (page.context as I18nPageContext).i18n;
  if (!i18n || i18n.language === site.defaultLanguage) return;
  if (!/^\/404\/?$/.test(i18n.originalPath)) return;
  const matchPath = `/${i18n.language}/*`;
  if (page.matchPath === matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath });
};

type PostBuildQuery = {
  site: { siteMetadata: { siteUrl: string; name: string } };
  allSitePage: { nodes: { path: string }[] };
};

/**
 * Gatsby's bundles are requested after the first paint (src/build/loadBundlesAfterPaint.ts); the
 * fallback loader reads `/locales/{lng}/{ns}.json` (never requested on a normal load); the
 * sitemap, robots.txt, web manifest and favicon.ico are written from the config and the pages;
 * then the serving configuration (CSP hashes, caching, 404s) is derived from the final HTML; last,
 * brotli and gzip copies of what changed (plugins/precompress).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const rewritten = rewritePublicHtml(path.join(__dirname, "public"));
  reporter.info(`Bundles load after the first paint: ${rewritten} pages rewritten`);
  for (const { code } of languages) {
    const target = path.join(__dirname, "public", "locales", code);
    fs.mkdirSync(target, { recursive: true });
    fs.copyFileSync(localeFile(localesDir, code), path.join(target, LOCALE_FILE_NAME));
  }
  const result = await graphql<PostBuildQuery>(`
    {
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
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages for the sitemap", result.errors);
    return;
  }
  const defaultStrings = JSON.parse(
    fs.readFileSync(localeFile(localesDir, site.defaultLanguage), "utf8"),
  ) as { meta: { home: { description: string } } };
  const written = writeSeoFiles({
    publicDir: path.join(__dirname, "public"),
    staticDir: path.join(__dirname, "static"),
    siteUrl: result.data.site.siteMetadata.siteUrl,
    name: result.data.site.siteMetadata.name,
    description: defaultStrings.meta.home.description,
    languages: languages.map((language) => language.code),
    defaultLanguage: site.defaultLanguage,
    pagePaths: result.data.allSitePage.nodes.map((node) => node.path),
  });
  reporter.info(`SEO files: ${written.join(", ")}`);
  writeServingConfig({
    publicDir: path.join(__dirname, "public"),
    nginxDir: path.join(__dirname, "deploy", "nginx"),
    languages: languages.map(({ code }) => code),
    defaultLanguage: site.defaultLanguage,
  });
  // Runs after every plugin's onPostBuild: compress the files rewritten and written above too.
  await precompressPublic(path.join(__dirname, "public"), reporter);
};
