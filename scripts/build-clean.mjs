// @ts-check
/**
 * `npm run build:clean`: the production build, as `npm run build`, that also fails when Gatsby,
 * webpack or a plugin printed an error or a warning (a build can finish green with them: an
 * unknown API exported by a plugin, a query Gatsby could not infer, a missing image). The test
 * command builds with this, so a newcomer's first build log stays clean.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const gatsby = path.join(root, "node_modules", ".bin", "gatsby");

/** Gatsby's reporter starts such lines with `ERROR` or `warn`; webpack writes `WARNING in`. */
const PROBLEM = /^\s*(?:ERROR\b|warn\b|WARNING\b|warning\b)/;
// eslint-disable-next-line no-control-regex -- the colours and cursor moves of Gatsby's reporter
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

const child = spawn(gatsby, ["build"], {
  cwd: root,
  // Browserslist warns once its copy of caniuse-lite is six months old: a date, not a problem of
  // the build's (Renovate's weekly lock file maintenance brings a new copy).
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", BROWSERSLIST_IGNORE_OLD_DATA: "1" },
  stdio: ["ignore", "pipe", "pipe"],
});
let log = "";
for (const stream of [child.stdout, child.stderr]) {
  stream.on("data", (chunk) => {
    log += chunk.toString();
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}
child.on("exit", (code) => {
  if (code !== 0) {
    process.exitCode = code ?? 1;
    return;
  }
  const problems = log
    .replace(ANSI, "\n")
    .split("\n")
    .filter((line) => PROBLEM.test(line));
  if (problems.length > 0) {
    console.error(
      `\nbuild:clean: the build printed ${problems.length} error or warning line(s); fix what causes them:`,
    );
    for (const line of problems) console.error(`  ${line.trim()}`);
    process.exitCode = 1;
  } else {
    console.log("build:clean: no error or warning in the build log.");
  }
});
