import fs from "node:fs";
import path from "node:path";
import type { Language, TextDirection } from "../../src/config/languages";
import { LOCALE_FILE_NAME } from "../../src/i18n/namespace";
import { ogLocale } from "./ogLocale";
import type { LocaleSource } from "../../src/content/validateLocales";

/**
 * Node-only: the language folders of `locales/` as they are on disk, and the language list derived
 * from them. Nothing here throws: gatsby-config and gatsby-node call it while Gatsby loads them,
 * where an error is swallowed and resurfaces as an unrelated one. Problems (a missing default
 * language, broken JSON, a bad `lang.dir`) are reported by the locale check in gatsby-node's
 * `onPreInit`, which stops the build before this list is used.
 */

/** The editors' allow-list beside the language folders; a file, so never taken for a language. */
export const SAME_IN_ALL_FILE = "same-in-all-languages.json";

/** The CMS's labels and hints for the texts (plugins/cms), beside the language folders too. */
export const EDITOR_LABELS_FILE = "editor-labels.json";

export const localeFile = (localesDir: string, code: string) =>
  path.join(localesDir, code, LOCALE_FILE_NAME);

/** Every language folder with its file's text (null when the file is missing). */
export function readLocaleSources(localesDir: string): LocaleSource[] {
  if (!fs.existsSync(localesDir)) return [];
  return fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map(({ name: code }) => {
      const file = localeFile(localesDir, code);
      if (fs.existsSync(file)) return { code, content: fs.readFileSync(file, "utf8") };
      const otherFiles = fs.readdirSync(path.dirname(file)).filter((name) => !name.startsWith("."));
      return { code, content: null, otherFiles };
    });
}

/** The languages, default first: names and directions from each file's `lang` group. */
export function readLanguages(localesDir: string, defaultLanguage: string): Language[] {
  return readLocaleSources(localesDir)
    .flatMap(({ code, content }) => (content === null ? [] : [{ code, content }]))
    .sort((a, b) =>
      a.code === defaultLanguage
        ? -1
        : b.code === defaultLanguage
          ? 1
          : a.code.localeCompare(b.code),
    )
    .map(({ code, content }) => {
      let lang: { name?: unknown; dir?: unknown } | undefined;
      try {
        lang = (JSON.parse(content) as { lang?: typeof lang }).lang;
      } catch {
        lang = undefined; // reported by the locale check
      }
      const name = typeof lang?.name === "string" && lang.name ? lang.name : code;
      const dir: TextDirection = lang?.dir === "rtl" ? "rtl" : "ltr";
      return { code, name, dir, ogLocale: ogLocale(code) };
    });
}
