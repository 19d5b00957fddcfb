import { withPrefix } from "gatsby";
import i18next, { type i18n as I18n } from "i18next";
import HttpBackend from "i18next-http-backend";
import { LOCALE_NAMESPACE } from "./namespace";

/**
 * The fallback translation loader. Translations are bundled per page, so this only runs
 * when a page arrives without its language's resources. This module is imported on demand (see
 * useFallbackTranslations), so a normal page load costs no request and no bytes.
 */
export const fallbackLoaderOptions = {
  backend: {
    loadPath: withPrefix("/locales/{{lng}}/{{ns}}.json"),
    addPath: withPrefix("/locales/add/{{lng}}/{{ns}}"),
  },
  // i18next retries 5xx and network errors (never 4xx): 350 ms, doubling, 5 times.
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  // Reporting missing keys (POST addPath) is configured but disabled.
  saveMissing: false,
} as const;

/** Fetch one language's bundle with a private i18next instance, which owns the retry logic. */
async function loadBundle(i18n: I18n, lng: string): Promise<boolean> {
  const loader = i18next.createInstance();
  await loader.use(HttpBackend).init({
    ...fallbackLoaderOptions,
    lng,
    fallbackLng: false,
    ns: [LOCALE_NAMESPACE],
    defaultNS: LOCALE_NAMESPACE,
  });
  const bundle = loader.getResourceBundle(lng, LOCALE_NAMESPACE) as object | undefined;
  if (!bundle || Object.keys(bundle).length === 0) return false;
  i18n.addResourceBundle(lng, LOCALE_NAMESPACE, bundle, true, true);
  return true;
}

/**
 * The first of `candidates` (the page's language, then the default) whose strings are present or
 * can be fetched; undefined when none can.
 */
export async function loadFirstAvailable(
  i18n: I18n,
  candidates: readonly string[],
): Promise<string | undefined> {
  for (const lng of candidates) {
    if (i18n.hasResourceBundle(lng, LOCALE_NAMESPACE) || (await loadBundle(i18n, lng))) return lng;
  }
  return undefined;
}
