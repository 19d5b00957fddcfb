import { useEffect, useLayoutEffect } from "react";
import { directionOf } from "../config/languages";

// A layout effect runs in the commit, before the frame; on the server neither kind runs.
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * `<html lang dir>` follows the page's language in the same commit as its words. The server
 * writes them (src/app/ssrApis.tsx). Not in Gatsby's `Head`: on every navigation that removes them
 * and adds them back a task later, restyling the whole page twice and painting a frame with no
 * language.
 */
export function useDocumentLanguage(language: string): void {
  useCommitEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = directionOf(language);
  }, [language]);
}
