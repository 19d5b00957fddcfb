import fs from "node:fs";
import path from "node:path";
import { localeFile, readLanguages } from "../i18n-locales/readLanguages";
import { localizePath } from "../../src/i18n/paths";
import { icons } from "../../src/seo/assets";
import { renderErrorPage, type ErrorMessage, type ErrorPageWords } from "./renderErrorPage";
import {
  ERROR_PAGES_DIR,
  ERROR_STATUSES,
  errorPagePath,
  statusKey,
  type ErrorStatus,
} from "./statuses";

/**
 * Node-only, build time. Writes `public/_errors/<language>/<status>.html` for every error status
 * and language, in the words of `locales/<language>/translations.json`.
 */

export class ErrorPageWordsError extends Error {}

type Tree = { [key: string]: Tree | string };

/** The string at a dotted key of one locale file; a missing one fails naming file and key. */
function word(tree: Tree, key: string, file: string): string {
  let node: Tree | string | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string" || node === "") {
    throw new ErrorPageWordsError(`${file}: "${key}" is missing (the error pages need it)`);
  }
  return node;
}

const statusLine = (tree: Tree, status: number, file: string) =>
  word(tree, "errorPages.status", file).replace(/\{\{\s*status\s*\}\}/g, String(status));

export function errorPageWords(tree: Tree, status: ErrorStatus, file: string): ErrorPageWords {
  return {
    status: statusLine(tree, status, file),
    title: word(tree, `errorPages.${statusKey(status)}.title`, file),
    text: word(tree, `errorPages.${statusKey(status)}.text`, file),
    home: word(tree, "errorPages.home", file),
    siteName: word(tree, "site.name", file),
  };
}

/** The not-found page's words (`notFound`, as the site's own 404 page shows them). */
export function notFoundWords(tree: Tree, file: string): ErrorPageWords {
  return {
    status: statusLine(tree, 404, file),
    title: word(tree, "notFound.title", file),
    text: word(tree, "notFound.text", file),
    home: word(tree, "notFound.home", file),
    siteName: word(tree, "site.name", file),
  };
}

export type WriteErrorPagesOptions = {
  publicDir: string;
  localesDir: string;
  defaultLanguage: string;
  /** The logo's SVG file. */
  logoFile: string;
  /** "" or `/website`: the links home start with it. */
  pathPrefix: string;
};

type Where = Pick<WriteErrorPagesOptions, "localesDir" | "defaultLanguage" | "pathPrefix">;

/** Each language with its locale file (parsed) and its home page. */
function languagesOf({ localesDir, defaultLanguage, pathPrefix }: Where) {
  return readLanguages(localesDir, defaultLanguage).map(({ code, dir }) => {
    const file = localeFile(localesDir, code);
    return {
      language: code,
      dir,
      home: `${pathPrefix}${localizePath("/", code, defaultLanguage)}`,
      tree: JSON.parse(fs.readFileSync(file, "utf8")) as Tree,
      label: path.relative(process.cwd(), file),
    };
  });
}

/** Removes the error pages of a previous build (with a status or language the site may no longer have). */
export function removeErrorPages(publicDir: string): void {
  fs.rmSync(path.join(publicDir, ERROR_PAGES_DIR), { recursive: true, force: true });
}

/** Returns the pages written, relative to public/. */
export function writeErrorPages(options: WriteErrorPagesOptions): string[] {
  const logo = fs.readFileSync(options.logoFile, "utf8");
  const icon = `${options.pathPrefix}${icons.ico}`;
  removeErrorPages(options.publicDir);
  const written: string[] = [];
  for (const { language, dir, home, tree, label } of languagesOf(options)) {
    for (const status of ERROR_STATUSES) {
      const words = errorPageWords(tree, status, label);
      const page = errorPagePath(language, status);
      fs.mkdirSync(path.dirname(path.join(options.publicDir, page)), { recursive: true });
      fs.writeFileSync(
        path.join(options.publicDir, page),
        renderErrorPage({ language, dir, home, words, logo, icon }),
      );
      written.push(page.slice(1));
    }
  }
  return written;
}

/**
 * One not-found page in every language, the default first (no script: it reads the same
 * without one), for a host that serves a single 404 page (GitHub Pages).
 */
export function notFoundInEveryLanguage(options: Where & { logoFile: string }): string {
  const [first, ...also] = languagesOf(options).map(
    ({ language, dir, home, tree, label }): ErrorMessage => ({
      language,
      dir,
      home,
      words: notFoundWords(tree, label),
    }),
  );
  return renderErrorPage({
    ...first!,
    also,
    logo: fs.readFileSync(options.logoFile, "utf8"),
    icon: `${options.pathPrefix}${icons.ico}`,
  });
}
