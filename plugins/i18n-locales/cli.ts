/**
 * `npm run check:locales`: checks every `locales/<code>/translations.json` against the default
 * language and the keys the code uses, and exits non-zero on any problem. Runs under tsx.
 * `--summary` then lists the texts still the same as the default language's and runs
 * i18next-cli's `status` (how complete each language is). An optional argument names another
 * project folder (the tests use it).
 */
import fs from "node:fs";
import path from "node:path";
import { site } from "../../src/config/site";
import { LOCALES_FOLDER } from "../../src/i18n/namespace";
import { checkLocales } from "./checkLocales";
import { extractSettings } from "./codeKeys";
import { readLocaleSources, SAME_IN_ALL_FILE } from "./readLanguages";
import { parseSameInAll, sameAsDefault } from "./sameAsDefault";
import { formatProblems } from "../../src/content/validateLocales";

async function main(args: string[]): Promise<void> {
  const folder = args.find((arg) => !arg.startsWith("--"));
  const rootDir = path.resolve(folder ?? path.join(__dirname, "..", ".."));
  const { defaultLanguage } = site;
  const locales = readLocaleSources(path.join(rootDir, LOCALES_FOLDER));
  const codes = locales.map((locale) => locale.code).sort();

  const problems = await checkLocales(rootDir, defaultLanguage, locales);
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    process.exitCode = 1;
  } else {
    console.log(`Locale check passed: ${codes.join(", ")}.`);
  }
  if (!args.includes("--summary")) return;

  const allowList = path.join(rootDir, LOCALES_FOLDER, SAME_IN_ALL_FILE);
  try {
    const sameInAll = parseSameInAll(
      fs.existsSync(allowList) ? fs.readFileSync(allowList, "utf8") : null,
    );
    const same = sameAsDefault(defaultLanguage, locales, sameInAll);
    console.log(
      ["", ...(same.length ? same : [`No text is still the same as in ${defaultLanguage}.`])].join(
        "\n",
      ),
    );
    console.log(
      `Same words in every language (names, brands) are listed in locales/${SAME_IN_ALL_FILE}.`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
  // Loaded here, not at the top: only the summary needs the whole CLI.
  const { runStatus } = await import("i18next-cli");
  const extract = { ...extractSettings(rootDir), primaryLanguage: defaultLanguage };
  await runStatus({ locales: codes, extract });
}

void main(process.argv.slice(2));
