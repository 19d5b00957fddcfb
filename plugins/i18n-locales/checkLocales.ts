import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { LOCALE_FILE_NAME, LOCALES_FOLDER } from "../../src/i18n/namespace";
import {
  FLAGS_FOLDER,
  formatProblems,
  validateLocales,
  type LocaleProblem,
  type LocaleSource,
} from "./validateLocales";

/** Node-only: reads `locales/` and the flags from disk and runs `validateLocales` on them. */

export function readLocaleSources(rootDir: string): LocaleSource[] {
  const localesDir = path.join(rootDir, LOCALES_FOLDER);
  if (!fs.existsSync(localesDir)) return [];
  return fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => {
      const folder = path.join(localesDir, entry.name);
      const file = path.join(folder, LOCALE_FILE_NAME);
      const exists = fs.existsSync(file);
      return {
        code: entry.name,
        content: exists ? fs.readFileSync(file, "utf8") : null,
        otherFiles: exists ? [] : fs.readdirSync(folder).filter((name) => !name.startsWith(".")),
      };
    });
}

export function readFlagCodes(rootDir: string): string[] {
  const flagsDir = path.join(rootDir, FLAGS_FOLDER);
  if (!fs.existsSync(flagsDir)) return [];
  return fs
    .readdirSync(flagsDir)
    .filter((name) => name.endsWith(".svg"))
    .map((name) => name.slice(0, -".svg".length));
}

export function checkLocales(rootDir: string, defaultLanguage: string): LocaleProblem[] {
  return validateLocales({
    defaultLanguage,
    locales: readLocaleSources(rootDir),
    flags: readFlagCodes(rootDir),
  });
}

export class LocaleCheckError extends Error {
  constructor(readonly problems: LocaleProblem[]) {
    super(formatProblems(problems));
    this.name = "LocaleCheckError";
  }
}

/** Throws one error listing every problem, so a build never starts on broken translations. */
export function assertLocalesValid(rootDir: string, defaultLanguage: string): void {
  const problems = checkLocales(rootDir, defaultLanguage);
  if (problems.length > 0) throw new LocaleCheckError(problems);
}

type LocaleReporter = Pick<Reporter, "setErrorMap" | "panic" | "error" | "success">;

let failing = false;

/**
 * Gatsby's side of the check. `fatal` (onPreInit): stop with every problem listed. Otherwise
 * (a locale file edited while `gatsby develop` runs): print the problems and keep serving, then
 * say so once the file is fixed.
 */
export function reportLocaleProblems(
  reporter: LocaleReporter,
  rootDir: string,
  defaultLanguage: string,
  { fatal }: { fatal: boolean },
): void {
  const problems = checkLocales(rootDir, defaultLanguage);
  if (problems.length === 0) {
    if (failing) reporter.success("Translations fixed: the locale check passes again.");
    failing = false;
    return;
  }
  failing = true;
  reporter.setErrorMap({
    TRANSLATIONS: {
      text: (context: { message: string }) => context.message,
      level: "ERROR",
      category: "USER",
      type: "CONFIG",
    },
  });
  const error = { id: "TRANSLATIONS", context: { message: formatProblems(problems) } };
  if (fatal) reporter.panic(error);
  else reporter.error(error);
}
