/**
 * What gatsby-plugin-react-i18next's page wrapper takes from react-i18next. The plugin requires
 * the package through CommonJS, which keeps every export (Trans, its HTML parser, the HOCs, SSR
 * helpers) in the landing bundle; gatsby-node points that one require here instead (see
 * `pluginModuleShims`), so the rest of react-i18next is tree-shaken down to what the site imports.
 */
export { I18nextProvider } from "react-i18next";
