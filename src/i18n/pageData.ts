import type { TranslationKey } from "./keys";

/** Every page's `locales` query (the PageLocales fragment), and a translator for Gatsby's Head. */
export type LocalesData = Queries.PageLocalesFragment;

export type I18nPageContext = {
  language: string;
  i18n: { language: string; defaultLanguage: string; originalPath: string; languages: string[] };
};

type Tree = { [key: string]: string | Tree };

/** True in `gatsby develop`'s bundles (webpack's DefinePlugin, plugins/i18n-locales). */
declare const __LOCALE_PREVIEW__: boolean;

/**
 * `useTranslation` does not work inside Head (gatsby-plugin-react-i18next #150), so Head reads the
 * page's own locale data. A missing key throws, failing the build instead of shipping a raw key.
 */

export function headTranslator(data: LocalesData, language: string) {
  // While previewing, a broken or incomplete locale file is shown by the locale check in Gatsby's
  // overlay (plugins/i18n-locales); errors thrown here would stack React's runtime errors on it,
  // and those stay on screen after the file is fixed. So `gatsby develop` shows the raw key.
  const lenient = __LOCALE_PREVIEW__;
  const node = data.locales.edges.find((edge) => edge.node.language === language)?.node;
  if (!node && !lenient) throw new Error(`No locale data for "${language}" in this page's query`);
  const tree = node ? (JSON.parse(node.data) as Tree) : {};
  return (key: TranslationKey, values: Record<string, string> = {}): string => {
    const value = key
      .split(".")
      .reduce<string | Tree | undefined>(
        (branch, part) => (typeof branch === "object" ? branch[part] : undefined),
        tree,
      );
    if (typeof value !== "string") {
      if (lenient) return key;
      throw new Error(`Missing translation "${key}" for "${language}"`);
    }
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
  };
}
