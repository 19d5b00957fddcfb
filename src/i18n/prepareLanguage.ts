import { prefetchPathname } from "gatsby";
import { whenIdle } from "../app/whenIdle";
import { languageCodes } from "../config/languages";
import { pageI18n, type PageI18nInput } from "./pageI18n";
import { warmTranslations } from "./translationMemo";

// internals: gatsby — window.___loader, its private page loader
/** Gatsby's loader (`window.___loader`), as its own `<Link>` uses it on hover. */
type Loader = { loadPage(path: string): Promise<{ json?: Partial<PageI18nInput> } | undefined> };
type Connection = { saveData?: boolean; effectiveType?: string };

/** Pages already being made ready: the current page in the other languages. */
const asked = new Set<string>();

/** Gatsby's loader's rule for prefetching: not with Save-Data, not on 2G, not for crawlers. */
function mayPrefetch(): boolean {
  const { connection } = navigator as Navigator & { connection?: Connection };
  if (connection?.saveData || connection?.effectiveType?.includes("2g")) return false;
  return !/bot|crawler|spider|crawling/i.test(navigator.userAgent);
}

/**
 * Called once the flags are on screen: does in idle time what a tap on the flag would do before
 * it renders. It loads the page through Gatsby's loader, as Gatsby's `<Link>` does on hover (the
 * page data, and the app-data check Gatsby makes for every page it loads), then makes that
 * language's i18next instance and the words of every call this page made. Gatsby's own prefetch
 * would wait 3 s first, longer than a visitor takes to reach a flag and tap it.
 */
export function prepareLanguage(path: string): void {
  if (asked.has(path) || !mayPrefetch()) return;
  asked.add(path);
  // Gatsby's own global; should a version drop it, only the page data is prefetched (and the
  // language e2e test, which expects no request at the tap, fails).
  const loader = (window as unknown as { ___loader?: Partial<Loader> }).___loader;
  if (typeof loader?.loadPage !== "function") {
    prefetchPathname(path);
    return;
  }
  const loadPage = loader.loadPage.bind(loader);
  whenIdle(() => {
    loadPage(path).then(
      (resources) => {
        const page = resources?.json;
        if (!page?.pageContext?.i18n) return;
        warmTranslations(pageI18n(page as PageI18nInput, languageCodes).i18n);
      },
      // Nothing lost: the tap loads the page itself.
      () => undefined,
    );
  });
}
