/**
 * Node-only, build time. The error statuses the site's server can answer with (besides 404, which
 * is Gatsby's own page, and 403, answered as a 404): each gets a small page of its own in every
 * language. plugins/serving points nginx's `error_page` at them.
 *
 * 400 bad requests (nginx's "header too large" too), 405 methods other than GET and HEAD, 411
 * chunked request bodies, 412 and 416 failed conditional and range requests, 413 bodies over the
 * limit, 414 long addresses, 429 the per-client limits, 501 unknown transfer codings, 505 unknown
 * HTTP versions; 500, 502, 503 and 504 for whatever fails on the way (a disk, a proxy in front).
 */
export const ERROR_STATUSES = [
  400, 405, 411, 412, 413, 414, 416, 429, 500, 501, 502, 503, 504, 505,
] as const;

export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** Folder of `public/` holding `<language>/<status>.html`. */
export const ERROR_PAGES_DIR = "_errors";

/** `/_errors/es/429.html`: the page's path on the site. */
export function errorPagePath(language: string, status: ErrorStatus): string {
  return `/${ERROR_PAGES_DIR}/${language}/${status}.html`;
}

/**
 * The group of a status's words under `errorPages` in the locale files (`errorPages.http429`).
 * A key is never a bare number: the CMS would take a group of numbered keys for a list.
 */
export const statusKey = (status: ErrorStatus) => `http${status}`;
