import type { RequestListener } from "node:http";

/** `_headers` as path pattern -> header (lower case) -> value; undefined without the file. */
export type HeaderRules = Map<string, Map<string, string>>;
export function readHeaderRules(root: string): HeaderRules | undefined;
export function headersFor(rules: HeaderRules, pathname: string): Map<string, string>;
/** The not-found page (a path under root) a missing `pathname` gets: its language's or `/404.html`. */
export function notFoundPageOf(root: string): (pathname: string) => string;
export function staticHandler(root: string): RequestListener;
export function startStaticServer(options: {
  root: string;
  port?: number;
  host?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;
