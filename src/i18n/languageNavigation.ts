import { storageKeys } from "../config/storage";
import { localizePath, pathWithoutLanguage } from "./paths";

type ScrollState = { languageSwitchScrollY?: unknown } | null | undefined;

/** Cache the chosen language the way i18next-browser-languagedetector does. Never throws. */
export function saveLanguage(language: string): void {
  try {
    window.localStorage.setItem(storageKeys.language, language);
  } catch {
    // Storage blocked: the switch still happens, it is just not remembered.
  }
}

/** Where the same page lives in `target`, keeping the query (minus `lng`) and the hash. */
export function languageSwitchUrl(
  location: Pick<Location, "pathname" | "search" | "hash">,
  target: string,
  codes: readonly string[],
  defaultLanguage: string,
): string {
  const original = pathWithoutLanguage(location.pathname, codes, defaultLanguage);
  const params = new URLSearchParams(location.search);
  params.delete(storageKeys.languageQuery);
  const search = params.toString();
  return `${localizePath(original, target, defaultLanguage)}${search ? `?${search}` : ""}${location.hash}`;
}

export function languageSwitchState(scrollY: number) {
  return { languageSwitchScrollY: Math.max(0, Math.round(scrollY)) };
}

/** For gatsby-browser's shouldUpdateScroll: the position to restore after a language switch. */
export function scrollPositionFromState(state: unknown): [number, number] | undefined {
  const y = (state as ScrollState)?.languageSwitchScrollY;
  return typeof y === "number" && Number.isFinite(y) ? [0, y] : undefined;
}
