import fs from "node:fs";
import path from "node:path";
import type { Language, TextDirection } from "../../src/config/languages";
import { ogLocale } from "./ogLocale";
import { LOCALE_FILE_NAME } from "../../src/i18n/namespace";

/**
 * Node-only: the language list, derived from `locales/<code>/translations.json`, default first.
 *
 * It never throws: gatsby-config and gatsby-node call it while Gatsby loads them, where an error
 * is swallowed and resurfaces as an unrelated one. Problems (a missing default language, broken
 * JSON, a bad `lang.dir`) are reported by `checkLocales` in gatsby-node's `onPreInit`, which stops
 * the build before this list is used.
 */

export function localeFile(localesDir: string, code: string): string {
  return path.join(localesDir, code, LOCALE_FILE_NAME);
}

export function readLanguages(localesDir: string, defaultLanguage: string): Language[] {
  const entries = fs.existsSync(localesDir)
    ? fs.readdirSync(localesDir, { withFileTypes: true })
    : [];
  const codes = entries
    .filter((entry) => entry.isDirectory() && fs.existsSync(localeFile(localesDir, entry.name)))
    .map((entry) => entry.name)
    .sort((a, b) => (a === defaultLanguage ? -1 : b === defaultLanguage ? 1 : a.localeCompare(b)));
  return codes.map((code) => {
    let lang: { name?: unknown; dir?: unknown } | undefined;
    try {
      const content = fs.readFileSync(localeFile(localesDir, code), "utf8");
      lang = (JSON.parse(content) as { lang?: typeof lang }).lang;
    } catch {
      lang = undefined; // reported by checkLocales
    }
    const name = typeof lang?.name === "string" && lang.name ? lang.name : code;
    const dir: TextDirection = lang?.dir === "rtl" ? "rtl" : "ltr";
    return { code, name, dir, ogLocale: ogLocale(code) };
  });
}
