import type { RequestListener } from "node:http";

/** `_headers` as path pattern -> header (lower case) -> value; undefined without the file. */
export type HeaderRules = Map<string, Map<string, string>>;
export function readHeaderRules(root: string): HeaderRules | undefined;
export function headersFor(rules: HeaderRules, pathname: string): Map<string, string>;
/** The not-found page (a path under root) a missing `pathname` gets: its language's or `/404.html`. */
export function notFoundPageOf(root: string): (pathname: string) => string;
/** `prefix`: the path the folder is served under; `plain`: none of the site's headers (GitHub Pages). */
export type ServeOptions = { prefix?: string; plain?: boolean };
export function staticHandler(root: string, options?: ServeOptions): RequestListener;
export function startStaticServer(
  options: { root: string; port?: number; host?: string } & ServeOptions,
): Promise<{ url: string; close: () => Promise<void> }>;
