import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { LOCALE_FILE_NAME, LOCALES_FOLDER } from "../../src/i18n/namespace";
import { findKeyUses, type KeyUse } from "./keyUsage";
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

/**
 * The site's code, whose literals name the keys it uses (generated types excluded): `src/`, and
 * the plugin that renders the server's error pages from the locale files at build time.
 */
export const CODE_FOLDERS = ["src", "plugins/error-pages"];

/** Parsed files by path, reused while unchanged: `gatsby develop` re-checks on every edit. */
const usesCache = new Map<string, { stamp: string; uses: KeyUse[] }>();

function codeFiles(rootDir: string): string[] {
  return CODE_FOLDERS.flatMap((folder) => {
    const codeDir = path.join(rootDir, folder);
    if (!fs.existsSync(codeDir)) return [];
    return fs
      .readdirSync(codeDir, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
      .sort()
      .map((name) => path.join(codeDir, name));
  });
}

/** The keys the code folders' `*.{ts,tsx}` name, or undefined for a project without code there. */
export function readKeyUses(rootDir: string): KeyUse[] | undefined {
  const files = codeFiles(rootDir);
  if (files.length === 0) return undefined;
  return files.flatMap((absolute) => {
    const stats = fs.statSync(absolute);
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    const cached = usesCache.get(absolute);
    if (cached?.stamp === stamp) return cached.uses;
    const file = path.relative(rootDir, absolute).split(path.sep).join("/");
    const uses = findKeyUses(file, fs.readFileSync(absolute, "utf8"));
    usesCache.set(absolute, { stamp, uses });
    return uses;
  });
}

export function checkLocales(rootDir: string, defaultLanguage: string): LocaleProblem[] {
  return validateLocales({
    defaultLanguage,
    locales: readLocaleSources(rootDir),
    flags: readFlagCodes(rootDir),
    uses: readKeyUses(rootDir),
  });
}

/**
 * Errors and warnings: while previewing (`develop`), a key no code uses is only a warning, since
 * editors often add a key before the code that shows it; a build fails on it.
 */
export function splitProblems(
  problems: LocaleProblem[],
  { develop }: { develop: boolean },
): { errors: LocaleProblem[]; warnings: LocaleProblem[] } {
  if (!develop) return { errors: problems, warnings: [] };
  return {
    errors: problems.filter((problem) => !problem.unused),
    warnings: problems.filter((problem) => problem.unused),
  };
}

type LocaleReporter = Pick<Reporter, "setErrorMap" | "panic" | "error" | "warn" | "success">;

let failing = false;

/**
 * Gatsby's side of the check. `fatal` (onPreInit): stop with every problem listed. Otherwise
 * (a locale file edited while `gatsby develop` runs): print the problems and keep serving, then
 * say so once the file is fixed. `develop`: unused keys are warnings (see `splitProblems`).
 */
export function reportLocaleProblems(
  reporter: LocaleReporter,
  rootDir: string,
  defaultLanguage: string,
  { fatal, develop }: { fatal: boolean; develop: boolean },
): void {
  const { errors, warnings } = splitProblems(checkLocales(rootDir, defaultLanguage), { develop });
  if (warnings.length > 0) reporter.warn(formatProblems(warnings, { warning: true }));
  if (errors.length === 0) {
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
  const error = { id: "TRANSLATIONS", context: { message: formatProblems(errors) } };
  if (fatal) reporter.panic(error);
  else reporter.error(error);
}
