import { useCallback, useEffect, useState } from "react";
import { DARK_CLASS, storageKeys } from "../config/storage";

export type Theme = "light" | "dark";

export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(storageKeys.theme, theme);
  } catch {
    // Storage blocked: the theme still changes for this page view.
  }
}

export function applyTheme(theme: Theme): void {
  document.body.classList.toggle(DARK_CLASS, theme === "dark");
}

/**
 * The pre-paint script has already applied the stored (or system) theme to <body>; React reads it
 * from there instead of re-deciding, so the two never disagree.
 */
export function useTheme() {
  const [theme, setTheme] = useState<Theme>("light");
  useEffect(() => {
    setTheme(document.body.classList.contains(DARK_CLASS) ? "dark" : "light");
  }, []);
  const toggleTheme = useCallback(() => {
    const next: Theme = document.body.classList.contains(DARK_CLASS) ? "light" : "dark";
    applyTheme(next);
    saveTheme(next);
    setTheme(next);
  }, []);
  return { theme, toggleTheme };
}
