import type { TranslationKey } from "./keys";

/** Every page's `locales` query (the PageLocales fragment), and a translator for Gatsby's Head. */
export type LocalesData = Queries.PageLocalesFragment;

export type I18nPageContext = {
  language: string;
  i18n: { language: string; defaultLanguage: string; originalPath: string; languages: string[] };
};

type Tree = { [key: string]: string | Tree };

/**
 * `useTranslation` does not work inside Head (gatsby-plugin-react-i18next #150), so Head reads the
 * page's own locale data. A missing key throws, failing the build instead of shipping a raw key.
 */
export function headTranslator(data: LocalesData, language: string) {
  const node = data.locales.edges.find((edge) => edge.node.language === language)?.node;
  if (!node) throw new Error(`No locale data for "${language}" in this page's query`);
  const tree = JSON.parse(node.data) as Tree;
  return (key: TranslationKey, values: Record<string, string> = {}): string => {
    const value = key
      .split(".")
      .reduce<string | Tree | undefined>(
        (branch, part) => (typeof branch === "object" ? branch[part] : undefined),
        tree,
      );
    if (typeof value !== "string")
      throw new Error(`Missing translation "${key}" for "${language}"`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
  };
}
