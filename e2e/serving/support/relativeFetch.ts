/**
 * Import before anything that captures `fetch` at load time (i18next-http-backend does). In Node,
 * a relative URL such as `/locales/es/translations.json` is resolved against `relativeFetch.base`,
 * as a browser resolves it against the page's origin. Absolute URLs pass through untouched.
 */
export const relativeFetch = { base: "" };

const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  realFetch(
    typeof input === "string" && input.startsWith("/") ? new URL(input, relativeFetch.base) : input,
    init,
  );
