import { cloneElement, isValidElement, type ReactNode } from "react";
import { Layout } from "../components/layout/Layout";
import { I18nProviders } from "../i18n/I18nProviders";
import type { PageI18nInput } from "../i18n/pageI18n";

type PageElementArgs = { element: ReactNode; props: PageI18nInput };

/**
 * Gatsby's `wrapPageElement` in gatsby-browser and gatsby-ssr, so server and client render the
 * same tree. Every page gets its language's translations and the layout here, outside the page
 * element: Gatsby keys the page element by its path, so a layout inside it (as it was) was
 * unmounted and built anew on every navigation; here the header, drawer and footer stay, and
 * only what changed re-renders.
 * The document-wide styles are not part of the tree: the server writes them into <head> once
 * (src/app/ssrApis.tsx).
 */
export function withPageProviders({ element, props }: PageElementArgs) {
  // The same page in another language keeps its key: React updates its words in place.
  const page = isValidElement(element)
    ? cloneElement(element, { key: props.pageContext.i18n.originalPath })
    : element;
  return (
    <I18nProviders page={props}>
      <Layout>{page}</Layout>
    </I18nProviders>
  );
}
