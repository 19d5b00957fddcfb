/**
 * `npm run check:locales`: checks every `locales/<code>/translations.json` against the default
 * language and exits non-zero on any problem. Runs under tsx;
 * an optional argument names another project folder (the tests use it).
 */
import path from "node:path";
import { site } from "../../src/config/site";
import { checkLocales, readLocaleSources } from "./checkLocales";
import { formatProblems } from "./validateLocales";

const rootDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", ".."));
const problems = checkLocales(rootDir, site.defaultLanguage);

if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exitCode = 1;
} else {
  const codes = readLocaleSources(rootDir).map((locale) => locale.code);
  console.log(`Locale check passed: ${codes.sort().join(", ")}.`);
}
