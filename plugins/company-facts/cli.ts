/**
 * `npm run check:company`: checks src/config/company.json as the build does and exits non-zero on
 * any problem. Runs under tsx; an optional argument names another project folder.
 */
import path from "node:path";
import { site } from "../../src/config/site";
import { LOCALES_FOLDER } from "../../src/i18n/namespace";
import { checkCompany, formatCompanyProblems } from "./checkCompany";
import { COMPANY_FILE } from "../../src/content/validateCompany";

const folder = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
const rootDir = path.resolve(folder ?? path.join(__dirname, "..", ".."));
const problems = checkCompany(rootDir, path.join(rootDir, LOCALES_FOLDER), site.defaultLanguage);
if (problems.length > 0) {
  console.error(formatCompanyProblems(problems));
  process.exitCode = 1;
} else {
  console.log(`Company facts check passed: ${COMPANY_FILE}.`);
}
