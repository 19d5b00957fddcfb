import { space } from "../../src/theme/tokens";
import { ERROR_PAGE_CSS } from "./errorPageStyle";

/**
 * Node-only, build time. One error page: a complete, self-contained HTML document (its style
 * inline, its logo inline SVG, no script), so that it shows even when the request that failed was
 * the only one the server will answer for a while (a 429).
 */

export type ErrorPageWords = {
  /** `Error 429`, already filled in. */
  status: string;
  title: string;
  text: string;
  home: string;
  siteName: string;
};

/** The message in one language. */
export type ErrorMessage = {
  language: string;
  dir: "ltr" | "rtl";
  /** The language's home page, `/` or `/es/` (after the path prefix, if any). */
  home: string;
  words: ErrorPageWords;
};

export type ErrorPage = ErrorMessage & {
  /** The logo's SVG markup. */
  logo: string;
  /** The favicon's URL: without one a browser asks for `/favicon.ico`, outside a path prefix. */
  icon: string;
  /** The same message in other languages, each below the first (a host with one 404 page). */
  also?: ErrorMessage[];
};

/** Only a page with `also` has these: the other languages' headings, set apart. */
const ALSO_CSS = `section{margin-top:${space.xl};padding-top:${space.lg};border-top:1px solid var(--border)}h2{margin:0 0 ${space.md};color:var(--heading);font-size:1.5rem;line-height:1.2}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The logo decorates the link beside the site's name: hidden from assistive technology. */
const decorative = (svg: string) =>
  svg
    .replace(/<\?xml[^>]*>\s*/, "")
    .trim()
    .replace(/^<svg\b/, '<svg aria-hidden="true" focusable="false"');

/** One language's message: its heading, its words, the way home. */
const message = (heading: "h1" | "h2", { home, words }: ErrorMessage) => [
  `<${heading}>${escapeHtml(words.title)}</${heading}>`,
  `<p class="text">${escapeHtml(words.text)}</p>`,
  `<a href="${escapeHtml(home)}">${escapeHtml(words.home)}</a>`,
];

export function renderErrorPage(page: ErrorPage): string {
  const { language, dir, home, words, logo, icon, also = [] } = page;
  const title = [words, ...also.map((other) => other.words)]
    .map((each) => escapeHtml(each.title))
    .join(" · ");
  const siteName = escapeHtml(words.siteName);
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(language)}" dir="${dir}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<link rel="icon" href="${escapeHtml(icon)}">`,
    `<title>${title} – ${siteName}</title>`,
    `<style>${also.length > 0 ? `${ERROR_PAGE_CSS}\n${ALSO_CSS}` : ERROR_PAGE_CSS}</style>`,
    "</head>",
    "<body>",
    `<header><a class="brand" href="${escapeHtml(home)}">${decorative(logo)}<span>${siteName}</span></a></header>`,
    "<main>",
    `<p class="status">${escapeHtml(words.status)}</p>`,
    ...message("h1", page),
    ...also.flatMap((other) => [
      `<section lang="${escapeHtml(other.language)}" dir="${other.dir}">`,
      ...message("h2", other),
      "</section>",
    ]),
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
