/**
 * `npm run test:html`: the W3C Nu HTML Checker (vnu-jar, on Debian's Java) over every HTML file
 * of the build in public/: every page in every language, the not-found pages, the server's error
 * pages and the CMS's page. It fails on any error, except those checkerLags.ts excuses, and on an
 * excuse that no longer matches anything. One JVM checks all files (starting it is most of the
 * cost). Runs under tsx after `npm run build`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ERROR_STATUSES, errorPagePath } from "../../plugins/error-pages/statuses";
import { readLanguages } from "../../plugins/i18n-locales/readLanguages";
import { ADMIN_FOLDER } from "../../plugins/shared/adminFolder";
import { htmlFiles } from "../../plugins/shared/htmlFiles";
import { site } from "../../src/config/site";
import { LOCALES_FOLDER } from "../../src/i18n/namespace";
import { CHECKER_LAGS } from "./checkerLags";
import { formatProblems, judge, requiredPages, type NuMessage } from "./conformance";

const ROOT = path.resolve(__dirname, "..", "..");
const PUBLIC = path.join(ROOT, "public");
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");

function fail(lines: string[]): never {
  console.error(lines.join("\n"));
  process.exit(1);
}

if (!fs.existsSync(path.join(PUBLIC, "index.html")))
  fail(["public/ has no build: run npm run build first"]);

const files = htmlFiles(PUBLIC);
const languages = readLanguages(path.join(ROOT, LOCALES_FOLDER), site.defaultLanguage);
const missing = requiredPages(
  languages.map(({ code }) => code),
  site.defaultLanguage,
  (code) => ERROR_STATUSES.map((status) => errorPagePath(code, status).slice(1)),
  `${ADMIN_FOLDER}/index.html`,
).filter((page) => !files.includes(page));
if (missing.length > 0)
  fail([`test:html: the build lacks pages it must have: ${missing.join(", ")}`]);

const run = spawnSync(
  "java",
  ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
  { cwd: PUBLIC, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
if (run.error) {
  fail([
    `test:html: could not start Java (${run.error.message}).`,
    "scripts/setup.sh installs Debian's default-jre-headless.",
  ]);
}
let messages: NuMessage[];
try {
  ({ messages } = JSON.parse(run.stderr) as { messages: NuMessage[] });
} catch {
  fail([`test:html: the checker did not answer in JSON (exit ${run.status}):`, run.stderr]);
}

const verdict = judge(messages, CHECKER_LAGS);
const problems = formatProblems(verdict, PUBLIC);
if (problems.length > 0) {
  fail([`test:html: ${problems.length} problem(s) in ${files.length} HTML files:`, ...problems]);
}
console.log(
  `test:html: ${files.length} HTML files conform (${verdict.excused.length} message(s) excused ` +
    `by ${CHECKER_LAGS.length} checker lag(s) in scripts/html-conformance/checkerLags.ts).`,
);
