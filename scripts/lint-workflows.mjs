// @ts-check
/**
 * `npm run lint:workflows`: the GitHub and Forgejo workflow files against GitHub's workflow schema
 * (@action-validator/cli). Forgejo's file may use the top-level keys Forgejo adds (FORGEJO_ONLY),
 * which GitHub's schema refuses: those lines are left out of the copy validated, the rest is
 * validated as written (__tests__/pipelines.test.ts checks the keys themselves).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const FORGEJO_ONLY = ["enable-email-notifications"];
const validator = path.join("node_modules", ".bin", "action-validator");

let failed = false;
const validate = (/** @type {string} */ file, /** @type {string} */ label) => {
  try {
    execFileSync(validator, [file], { stdio: "inherit" });
  } catch {
    console.error(`lint:workflows: ${label} does not match the workflow schema (above)`);
    failed = true;
  }
};

validate(".github/workflows/publish.yml", ".github/workflows/publish.yml");

const forgejo = ".forgejo/workflows/publish.yml";
const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lint-workflows-")), "publish.yml");
const keys = new RegExp(`^(?:${FORGEJO_ONLY.join("|")}):.*\\n`, "gm");
fs.writeFileSync(copy, fs.readFileSync(forgejo, "utf8").replace(keys, ""));
validate(copy, forgejo);
fs.rmSync(path.dirname(copy), { recursive: true });

process.exitCode = failed ? 1 : 0;
