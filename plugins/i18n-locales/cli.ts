/**
 * `npm run check:locales`: checks every `locales/<code>/translations.json` against the default
 * language and the keys the code uses, and exits non-zero on any problem. Runs under tsx.
 * `--summary` first prints, per language, its keys, the missing ones and the values still the
 * same as the default language's. An optional argument names another project folder (the tests
 * use it).
 */
import fs from "node:fs";
import path from "node:path";
import { site } from "../../src/config/site";
import { LOCALES_FOLDER } from "../../src/i18n/namespace";
import { checkLocales, readLocaleSources } from "./checkLocales";
import { SAME_IN_ALL_FILE } from "./files";
import { formatSummary, parseSameInAll, summarizeLocales } from "./summary";
import { formatProblems } from "./validateLocales";

const args = process.argv.slice(2);
const summary = args.includes("--summary");
const folder = args.find((arg) => !arg.startsWith("--"));
const rootDir = path.resolve(folder ?? path.join(__dirname, "..", ".."));
const locales = readLocaleSources(rootDir);

if (summary) {
  const allowList = path.join(rootDir, LOCALES_FOLDER, SAME_IN_ALL_FILE);
  try {
    const sameInAll = parseSameInAll(
      fs.existsSync(allowList) ? fs.readFileSync(allowList, "utf8") : null,
    );
    console.log(
      formatSummary(
        site.defaultLanguage,
        summarizeLocales(site.defaultLanguage, locales, sameInAll),
      ),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
  console.log("");
}

const problems = checkLocales(rootDir, site.defaultLanguage);

if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exitCode = 1;
} else {
  const codes = locales.map((locale) => locale.code);
  console.log(`Locale check passed: ${codes.sort().join(", ")}.`);
}
