import fs from "node:fs";
import path from "node:path";
import { formatProblem } from "../../src/content/fileProblem";
import { localeFile } from "../i18n-locales/readLanguages";
import {
  COMPANY_FILE,
  latestToday,
  namedInTexts,
  validateCompany,
  type CompanyProblem,
} from "../../src/content/validateCompany";

/** Node-only: reads the company facts and what they refer to, and runs `validateCompany`. */

/** gatsby-source-filesystem's name for src/config/company.json (gatsby-config). */
export const COMPANY_SOURCE = "company";

/** The office ids and country codes named in the default language's file (none if unreadable). */
function namedInLocale(localesDir: string, defaultLanguage: string) {
  try {
    return namedInTexts(
      JSON.parse(fs.readFileSync(localeFile(localesDir, defaultLanguage), "utf8")) as object,
    );
  } catch {
    return { officeIds: [], countries: [] }; // the locale check reports the file itself
  }
}

const today = () => latestToday();

/** The file's text checked against what the default language's texts name. */
export function checkCompanyText(
  content: string,
  localesDir: string,
  defaultLanguage: string,
  day = today(),
): CompanyProblem[] {
  return validateCompany(content, { ...namedInLocale(localesDir, defaultLanguage), today: day });
}

export function checkCompany(
  rootDir: string,
  localesDir: string,
  defaultLanguage: string,
  day = today(),
): CompanyProblem[] {
  const file = path.join(rootDir, COMPANY_FILE);
  if (!fs.existsSync(file)) {
    return [{ file: COMPANY_FILE, message: "The file is missing: it holds the company's facts." }];
  }
  return checkCompanyText(fs.readFileSync(file, "utf8"), localesDir, defaultLanguage, day);
}

export function formatCompanyProblems(problems: CompanyProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `Company facts check failed: ${count} in ${COMPANY_FILE}.`,
    ...problems.map((problem) => `  ${formatProblem(problem)}`),
    `See docs/EDITORS.md ("Company facts") for what each fact must look like.`,
  ].join("\n");
}
