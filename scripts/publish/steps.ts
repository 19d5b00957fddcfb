import { spawn } from "node:child_process";
import path from "node:path";
import { checkCompany, formatCompanyProblems } from "../../plugins/company-facts/checkCompany";
import { checkLocales } from "../../plugins/i18n-locales/checkLocales";
import { readLocaleSources } from "../../plugins/i18n-locales/readLanguages";
import { formatProblems } from "../../src/content/validateLocales";
import { site } from "../../src/config/site";
import { LOCALES_FOLDER } from "../../src/i18n/namespace";

/**
 * What an editor's save can break, checked by the build's own code (`check:locales`,
 * `check:company`) before anything is built: the message names the file, line and column.
 */
export async function checkContent(root: string): Promise<string[]> {
  const localesDir = path.join(root, LOCALES_FOLDER);
  const locales = readLocaleSources(localesDir);
  const texts = await checkLocales(root, site.defaultLanguage, locales);
  const company = checkCompany(root, localesDir, site.defaultLanguage);
  return [
    ...(texts.length ? [formatProblems(texts)] : []),
    ...(company.length ? [formatCompanyProblems(company)] : []),
  ];
}

/** Runs a command in `cwd` with its output shown; resolves with its exit code. */
export function run(command: string, args: string[], options: { cwd: string; env?: object }) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * `gatsby build`, never `gatsby clean` first: Gatsby keeps `.cache/` and `public/` between runs
 * and rebuilds only the pages whose data changed (a pipeline restores both folders). Without the
 * query types (gatsby-config.ts), which only the code's type-check reads: 1 s of a warm build.
 */
export function buildSite(root: string): Promise<number> {
  return run(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: root,
    env: { GATSBY_TELEMETRY_DISABLED: "1", CI: "1", SKIP_QUERY_TYPES: "1" },
  });
}
