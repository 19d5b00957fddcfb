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

export type ErrorPage = {
  language: string;
  dir: "ltr" | "rtl";
  /** The language's home page, `/` or `/es/`. */
  home: string;
  words: ErrorPageWords;
  /** The logo's SVG markup. */
  logo: string;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The logo decorates the link beside the site's name: hidden from assistive technology. */
const decorative = (svg: string) =>
  svg
    .replace(/<\?xml[^>]*>\s*/, "")
    .trim()
    .replace(/^<svg\b/, '<svg aria-hidden="true" focusable="false"');

export function renderErrorPage({ language, dir, home, words, logo }: ErrorPage): string {
  const text = {
    status: escapeHtml(words.status),
    title: escapeHtml(words.title),
    text: escapeHtml(words.text),
    home: escapeHtml(words.home),
    siteName: escapeHtml(words.siteName),
  };
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(language)}" dir="${dir}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${text.title} – ${text.siteName}</title>`,
    `<style>${ERROR_PAGE_CSS}</style>`,
    "</head>",
    "<body>",
    `<header><a class="brand" href="${escapeHtml(home)}">${decorative(logo)}<span>${text.siteName}</span></a></header>`,
    "<main>",
    `<p class="status">${text.status}</p>`,
    `<h1>${text.title}</h1>`,
    `<p class="text">${text.text}</p>`,
    `<a href="${escapeHtml(home)}">${text.home}</a>`,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
