import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CheckerLag } from "./checkerLags";

/** One message of the Nu HTML Checker's JSON output (`--format json`). */
export type NuMessage = {
  /** `error`, or `non-document-error` when a file could not be read at all. */
  type: string;
  subType?: string;
  /** `file:/…/public/index.html` */
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
};

export type Verdict = {
  /** What fails the check. */
  errors: NuMessage[];
  /** Messages let through, and by which lag. */
  excused: { message: NuMessage; lag: CheckerLag }[];
  /** Lags that excused nothing: stale, so they fail the check too. */
  unusedLags: CheckerLag[];
};

/** The markup a message points at: the highlighted part of its extract (a start tag). */
export function flaggedMarkup(message: NuMessage): string {
  const { extract, hiliteStart, hiliteLength } = message;
  if (extract === undefined || hiliteStart === undefined || hiliteLength === undefined) return "";
  return extract.slice(hiliteStart, hiliteStart + hiliteLength);
}

function lagFor(message: NuMessage, lags: readonly CheckerLag[]): CheckerLag | undefined {
  return lags.find(
    (lag) =>
      message.type === "error" &&
      message.message === lag.message &&
      lag.markup.test(flaggedMarkup(message)),
  );
}

export function judge(messages: readonly NuMessage[], lags: readonly CheckerLag[]): Verdict {
  const errors: NuMessage[] = [];
  const excused: Verdict["excused"] = [];
  for (const message of messages) {
    const lag = lagFor(message, lags);
    if (lag) excused.push({ message, lag });
    else errors.push(message);
  }
  const used = new Set(excused.map(({ lag }) => lag));
  return { errors, excused, unusedLags: lags.filter((lag) => !used.has(lag)) };
}

/** `es/404.html:12:5` (relative to the build folder), from the checker's file URL. */
export function location(message: NuMessage, publicDir: string): string {
  const file = message.url?.startsWith("file:")
    ? path.relative(publicDir, fileURLToPath(message.url)).split(path.sep).join("/")
    : (message.url ?? "(no file)");
  const line = message.lastLine === undefined ? "" : `:${message.lastLine}`;
  const column = message.firstColumn === undefined ? "" : `:${message.firstColumn}`;
  return `${file}${line}${column}`;
}

/** The report, one problem per paragraph; empty when the check passes. */
export function formatProblems(verdict: Verdict, publicDir: string): string[] {
  return [
    ...verdict.errors.map((message) => {
      const markup = flaggedMarkup(message);
      return `${location(message, publicDir)}: ${message.message}${markup ? `\n    ${markup}` : ""}`;
    }),
    ...verdict.unusedLags.map(
      (lag) =>
        `scripts/html-conformance/checkerLags.ts: the exception "${lag.message}" (${lag.standard}) ` +
        "excused nothing: the checker no longer reports it on this markup, remove it.",
    ),
  ];
}

/**
 * The pages every build must hand the checker, so that the check cannot pass on a build that
 * lost some: each language's landing page, not-found page and server error pages, and the CMS's
 * page. Every other HTML file of the build is checked too.
 */
export function requiredPages(
  languages: readonly string[],
  defaultLanguage: string,
  errorPages: (language: string) => string[],
  adminPage: string,
): string[] {
  return [
    ...languages.flatMap((code) => {
      const prefix = code === defaultLanguage ? "" : `${code}/`;
      return [`${prefix}index.html`, `${prefix}404.html`, ...errorPages(code)];
    }),
    adminPage,
  ];
}
