import type { default as I18nextInstance, i18n as I18n } from "i18next";
import { i18nextOptions } from "./i18nextOptions";

/** The language facts gatsby-plugin-react-i18next puts in every page's context. */
export type PageLanguage = {
  language: string;
  languages: string[];
  defaultLanguage: string;
  routed: boolean;
  /** The page's path without the language prefix (`/privacy-policy/`). */
  originalPath: string;
  path: string;
  generateDefaultLanguagePage: boolean;
};

/** What a page brings for translation: its query's locale nodes and its language facts. */
export type PageI18nInput = {
  data?: { locales?: { edges: readonly { node: LocaleNode }[] } } | null;
  pageContext: { i18n: PageLanguage };
};
type LocaleNode = { ns: string; data: string; language: string };

type I18next = typeof I18nextInstance;
let i18next: I18next | undefined;

/**
 * i18next itself, evaluated on first use: a require inside a function keeps its module code out
 * of the app's one long start-up task (gatsby-browser's onClientEntry asks for it in a task of
 * its own; import() would add a request and make rendering wait for it).
 */
export function loadI18next(): I18next {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  i18next ??= require("i18next") as I18next;
  return i18next;
}

/** One instance per language, made the first time a page of that language renders. */
const instances = new Map<string, { strings: string; i18n: I18n }>();
/** One context value per page (its page context object), so consumers see no change. */
const contexts = new WeakMap<object, PageLanguage>();

/**
 * The i18next instance and i18n context of a page, as gatsby-plugin-react-i18next's page wrapper
 * makes them (the same resources, namespaces and options), except that they are made once: the
 * plugin's wrapper made a new instance, parsing every string again, each time Gatsby rendered the
 * page (hydration, navigation, any re-render of the router), and a new context value each time,
 * so every component that translates rendered again. Pages of one language carry the same
 * strings; when they change (a locale file edited while previewing), the instance is made anew.
 */
export function pageI18n(
  { data, pageContext }: PageI18nInput,
  languages: readonly string[],
): { i18n: I18n; context: PageLanguage } {
  const { language, defaultLanguage } = pageContext.i18n;
  const nodes = (data?.locales?.edges ?? []).map(({ node }) => node);
  const strings = nodes.map((node) => node.data).join("\n");
  let entry = instances.get(language);
  if (!entry || (nodes.length > 0 && entry.strings !== strings)) {
    entry = { strings, i18n: createInstance(nodes, language, defaultLanguage, languages) };
    instances.set(language, entry);
  }
  let context = contexts.get(pageContext.i18n);
  if (!context) {
    context = { ...pageContext.i18n };
    contexts.set(pageContext.i18n, context);
  }
  return { i18n: entry.i18n, context };
}

function createInstance(
  nodes: readonly LocaleNode[],
  language: string,
  defaultLanguage: string,
  languages: readonly string[],
): I18n {
  const options = i18nextOptions(languages);
  // The plugin's choice of namespaces: the page's first namespace other than the configured
  // default, else the default; the others are fallbacks.
  const configured = String(options.defaultNS);
  const namespaces = nodes.map((node) => node.ns);
  const defaultNS = namespaces.find((ns) => ns !== configured) ?? configured;
  const resources: Record<string, Record<string, object>> = {};
  for (const node of nodes) {
    const bundles = (resources[node.language] ??= {});
    bundles[node.ns || defaultNS] = JSON.parse(node.data) as object;
  }
  const i18n = loadI18next().createInstance();
  void i18n.init({
    ...options,
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    defaultNS,
    fallbackNS: namespaces.filter((ns) => ns !== defaultNS),
    react: { useSuspense: false },
  });
  return i18n;
}
