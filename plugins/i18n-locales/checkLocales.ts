import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { TEAM_PHOTOS_FOLDER } from "../../src/i18n/lists";
import { LOCALES_FOLDER } from "../../src/i18n/namespace";
import { readCodeKeys } from "./codeKeys";
import { readLocaleSources } from "./readLanguages";
import {
  FLAGS_FOLDER,
  formatProblems,
  validateLocales,
  type LocaleProblem,
} from "../../src/content/validateLocales";

/** Node-only: reads `locales/`, the flags and the code's keys, and runs `validateLocales`. */

function readFlagCodes(rootDir: string): string[] {
  const flagsDir = path.join(rootDir, FLAGS_FOLDER);
  if (!fs.existsSync(flagsDir)) return [];
  return fs
    .readdirSync(flagsDir)
    .filter((name) => name.endsWith(".svg"))
    .map((name) => name.slice(0, -".svg".length));
}

/** The files a team member's `photo` may name. */
function readPhotos(rootDir: string): string[] {
  const folder = path.join(rootDir, TEAM_PHOTOS_FOLDER);
  return fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
    : [];
}

export async function checkLocales(
  rootDir: string,
  defaultLanguage: string,
  locales = readLocaleSources(path.join(rootDir, LOCALES_FOLDER)),
): Promise<LocaleProblem[]> {
  const code = await readCodeKeys(rootDir);
  const flags = readFlagCodes(rootDir);
  return validateLocales({ defaultLanguage, locales, flags, code, photos: readPhotos(rootDir) });
}

/**
 * Errors and warnings: while previewing (`develop`), a key no code uses is only a warning, since
 * editors often add a key before the code that shows it; a build fails on it.
 */
export function splitProblems(problems: LocaleProblem[], { develop }: { develop: boolean }) {
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
export async function reportLocaleProblems(
  reporter: LocaleReporter,
  rootDir: string,
  defaultLanguage: string,
  { fatal, develop }: { fatal: boolean; develop: boolean },
): Promise<void> {
  const problems = await checkLocales(rootDir, defaultLanguage);
  const { errors, warnings } = splitProblems(problems, { develop });
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
