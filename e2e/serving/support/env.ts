/** Set by global-setup (workers inherit the environment) and read by the specs. */
export const HTTP_ORIGIN_ENV = "SERVING_HTTP_ORIGIN";
export const TLS_ORIGIN_ENV = "SERVING_TLS_ORIGIN";
export const TLS_CERT_ENV = "SERVING_TLS_CERT";

export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through its Playwright config`);
  return value;
}

/** The six pages of the site: both languages, both pages, the not-found page. */
export const PAGES = [
  { path: "/", lang: "en", status: 200 },
  { path: "/privacy-policy/", lang: "en", status: 200 },
  { path: "/es/", lang: "es", status: 200 },
  { path: "/es/privacy-policy/", lang: "es", status: 200 },
  { path: "/no-such-page/", lang: "en", status: 404 },
  { path: "/es/no-such-page/", lang: "es", status: 404 },
] as const;
