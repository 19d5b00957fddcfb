import fs from "node:fs";
import path from "node:path";
import type { I18nextToolkitConfig } from "i18next-cli";
import { LOCALE_FILE_NAME, LOCALE_NAMESPACE, LOCALES_FOLDER } from "../../src/i18n/namespace";
import type { CodeKeys } from "../../src/content/validateLocales";
import { escapeRegExp } from "../shared/escapeRegExp";

/** i18next-cli's `extract` settings (i18next.config.ts), for the project in `rootDir`. */
export function extractSettings(rootDir = process.cwd()): I18nextToolkitConfig["extract"] {
  // Relative in the project itself, so the CLI's own reports name files the short way.
  const at = (...parts: string[]) => path.join(rootDir === process.cwd() ? "" : rootDir, ...parts);
  return {
    input: at("src", "**", "*.{ts,tsx}"),
    ignore: at("src", "**", "*.d.ts"),
    output: at(LOCALES_FOLDER, "{{language}}", LOCALE_FILE_NAME),
    defaultNS: LOCALE_NAMESPACE,
    keySeparator: ".",
    nsSeparator: false,
    // Keys chosen by data, which reading the code cannot list; TypeScript checks them instead
    // (src/i18n/keys.ts types them from the default language's file).
    preservePatterns: [
      "lang.*", // each language's name and direction, read by the build (readLanguages.ts)
      "offices.*", // by office id in src/config/site.ts
      "countries.*", // by the offices' country codes
      "footer.social.*", // by network in src/config/site.ts
      "images.*", // by image file name (src/components/ui/SvgImage.tsx)
      "errorPages.*", // the server's error pages, written at build time (plugins/error-pages)
    ],
  };
}

const silent = { info() {}, warn() {}, error() {} };
let cached: { stamp: string; result: CodeKeys | undefined } | undefined;

/**
 * The keys `src/` asks for, found by i18next-cli's extractor (it follows templates over constant
 * arrays, union types and typed parameters). Undefined without code in `src/`, or when a file
 * could not be parsed: which keys are unused is then unknown (webpack reports the syntax error).
 * Reused while no file changed, since `gatsby develop` checks again on every translation edit.
 */
export async function readCodeKeys(rootDir: string): Promise<CodeKeys | undefined> {
  const codeDir = path.join(rootDir, "src");
  const sources = fs.existsSync(codeDir)
    ? fs
        .readdirSync(codeDir, { recursive: true, encoding: "utf8" })
        .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
    : [];
  if (sources.length === 0) return undefined;
  const modified = sources.map(
    (name) => `${name}:${fs.statSync(path.join(codeDir, name)).mtimeMs}`,
  );
  const stamp = `${rootDir}|${modified.join("|")}`;
  if (cached?.stamp === stamp) return cached.result;

  // Loaded on first use: Gatsby's worker processes never check translations.
  const { findKeys } = await import("i18next-cli");
  const extract = extractSettings(rootDir);
  const fileErrors: string[] = [];
  const { allKeys, objectKeys } = await findKeys({ locales: [], extract }, silent, fileErrors);
  const keys = [...allKeys.values()].flatMap(({ key, locations }) =>
    (locations?.length ? locations : [{ file: codeDir }]).map(({ file, line, column }) => ({
      key,
      file: path.relative(rootDir, path.resolve(file)).split(path.sep).join("/"),
      line,
      // The CLI counts columns from 0, editors' tools from 1.
      column: column === undefined ? undefined : column + 1,
    })),
  );
  // The CLI's glob syntax for preserved keys: `*` is any run of characters.
  const preserved = (extract.preservePatterns ?? []).map(
    (glob) => new RegExp(`^${glob.split("*").map(escapeRegExp).join(".*")}$`),
  );
  const result =
    fileErrors.length > 0
      ? undefined
      : {
          keys,
          isPreserved: (key: string) => preserved.some((pattern) => pattern.test(key)),
          objectKeys: new Set(objectKeys),
        };
  cached = { stamp, result };
  return result;
}
