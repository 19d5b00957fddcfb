import { withPrefix } from "gatsby";
import { storageKeys } from "../config/storage";
import { localizePath, pathWithoutLanguage } from "./paths";

/** The path prefix the site is served under (gatsby-config's): "", or `/website` on a project site. */
export const pathPrefix = withPrefix("/").slice(0, -1);

type SwitchState = { languageSwitch?: unknown } | null | undefined;

/** Cache the chosen language the way i18next-browser-languagedetector does. Never throws. */
export function saveLanguage(language: string): void {
  try {
    window.localStorage.setItem(storageKeys.language, language);
  } catch {
    // Storage blocked: the switch still happens, it is just not remembered.
  }
}

/**
 * Where the same page lives in `target`, keeping the query (minus `lng`) and the hash: a path
 * without the prefix, as `navigate` takes it.
 */
export function languageSwitchUrl(
  location: Pick<Location, "pathname" | "search" | "hash">,
  target: string,
  codes: readonly string[],
  defaultLanguage: string,
): string {
  const pathname = location.pathname.slice(pathPrefix.length);
  const original = pathWithoutLanguage(pathname, codes, defaultLanguage);
  const params = new URLSearchParams(location.search);
  params.delete(storageKeys.languageQuery);
  const search = params.toString();
  return `${localizePath(original, target, defaultLanguage)}${search ? `?${search}` : ""}${location.hash}`;
}

/** The history state of a language switch (see `isLanguageSwitch`). */
export const languageSwitchState = { languageSwitch: true } as const;

/**
 * For gatsby-browser's shouldUpdateScroll: a language switch does not scroll. The page is the
 * same one in other words, updated in place, so the browser keeps the reader where they were.
 */
export function isLanguageSwitch(state: unknown): boolean {
  return (state as SwitchState)?.languageSwitch === true;
}
