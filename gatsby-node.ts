import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { site } from "./src/config/site";
import { LOCALE_NAMESPACE } from "./src/i18n/namespace";
import { reportLocaleProblems } from "./src/i18n/checkLocales";
import { localesDirectory } from "./src/i18n/prepareLocales";
import { localeFile, readLanguages } from "./src/i18n/readLanguages";
import { svgDimensions } from "./src/app/svgDimensions";
import { writeServingConfig } from "./src/serving/generate";

const localesDir = localesDirectory(__dirname);
const languages = readLanguages(localesDir, site.defaultLanguage);

const isDevelop = process.env.gatsby_executing_command === "develop";

type I18nPageContext = { i18n?: { language: string; originalPath: string } };

/** Broken translations stop `gatsby build` and `gatsby develop` with every problem listed. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  reportLocaleProblems(reporter, __dirname, site.defaultLanguage, { fatal: true });
};

/** The language list reaches browser and SSR code as a compile-time constant. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  plugins,
}) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_LANGUAGES__: JSON.stringify(languages) })],
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

/**
 * The fallback loader reads `/locales/{lng}/{ns}.json`; it is never requested on a normal load.
 * Then the serving configuration (CSP hashes, caching, 404s) is derived from the final HTML.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  for (const { code } of languages) {
    const target = path.join(__dirname, "public", "locales", code);
    fs.mkdirSync(target, { recursive: true });
    fs.copyFileSync(localeFile(localesDir, code), path.join(target, `${LOCALE_NAMESPACE}.json`));
  }
  writeServingConfig({
    publicDir: path.join(__dirname, "public"),
    nginxDir: path.join(__dirname, "deploy", "nginx"),
    languages: languages.map(({ code }) => code),
    defaultLanguage: site.defaultLanguage,
  });
};
