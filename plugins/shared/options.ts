import type { PluginOptions } from "gatsby";

/**
 * What gatsby-config hands every local plugin: where the site is and which languages it is built
 * in (the folders of `locales/`, default first). Plugins take these as options instead of working
 * them out again, so all of them agree with the i18n plugin.
 */
export type SitePluginOptions = PluginOptions & {
  rootDir: string;
  defaultLanguage: string;
  languages: string[];
};
