import fs from "node:fs";
import path from "node:path";
import type { Language, TextDirection } from "../config/languages";
import { LOCALE_NAMESPACE } from "./namespace";

/** Node-only: the language list, derived from `locales/<code>/translations.json`, default first. */

export function localeFile(localesDir: string, code: string): string {
  return path.join(localesDir, code, `${LOCALE_NAMESPACE}.json`);
}

export function readLanguages(localesDir: string, defaultLanguage: string): Language[] {
  const codes = fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(localeFile(localesDir, entry.name)))
    .map((entry) => entry.name)
    .sort((a, b) => (a === defaultLanguage ? -1 : b === defaultLanguage ? 1 : a.localeCompare(b)));
  if (!codes.includes(defaultLanguage)) {
    throw new Error(
      `${localeFile(localesDir, defaultLanguage)} is missing: it is the default language.`,
    );
  }
  return codes.map((code) => {
    const file = localeFile(localesDir, code);
    let lang: { name?: unknown; dir?: unknown } | undefined;
    try {
      lang = (JSON.parse(fs.readFileSync(file, "utf8")) as { lang?: typeof lang }).lang;
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
    }
    const name = typeof lang?.name === "string" && lang.name ? lang.name : code;
    const dir: TextDirection = lang?.dir === "rtl" ? "rtl" : "ltr";
    return { code, name, dir };
  });
}
