import { prefetchPathname } from "gatsby";
import { languageCodes } from "../config/languages";
import { pageI18n, type PageI18nInput } from "./pageI18n";
import { warmTranslations } from "./translationMemo";

/** Gatsby's loader (`window.___loader`), as its own `<Link>` uses it on hover. */
type Loader = { loadPage(path: string): Promise<{ json?: Partial<PageI18nInput> } | undefined> };

/** Pages asked for by the language switcher: the current page in the other languages. */
const wanted = new Set<string>();

/** Has Gatsby prefetch the page in another language; prepareLanguage follows once it has. */
export function prefetchLanguage(path: string): void {
  wanted.add(path);
  prefetchPathname(path);
}

/**
 * gatsby-browser's `onPostPrefetchPathname`: once Gatsby has fetched the other language's page
 * data (the flags came on screen, and Gatsby's loader allows it: no Save-Data, not 2G), this does
 * in idle time what a tap on the flag would do before it renders: the loader's page (its
 * resources, and the app-data request Gatsby makes for every page it loads, as on a link's
 * hover), that language's i18next instance, and the words of every call this page made.
 */
export function prepareLanguage(path: string): void {
  if (!wanted.delete(path)) return;
  // Gatsby's own global; should a version drop it, the tap loads the page itself (and the
  // language e2e test, which expects no request at the tap, fails).
  const loader = (window as unknown as { ___loader?: Partial<Loader> }).___loader;
  if (typeof loader?.loadPage !== "function") return;
  loader.loadPage(path).then(
    (resources) => {
      const page = resources?.json;
      if (!page?.pageContext?.i18n) return;
      warmTranslations(pageI18n(page as PageI18nInput, languageCodes).i18n);
    },
    // Nothing lost: the tap loads the page itself.
    () => undefined,
  );
}
