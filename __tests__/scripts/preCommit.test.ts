/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The pre-commit hook (.githooks/pre-commit, installed by `bash scripts/setup.sh tests`) in a
 * repository of its own with the project's Prettier and ESLint settings: a staged file either
 * would reject stops the commit; a clean one, or a checkout without the dev tools, commits.
 */

const ROOT = path.join(__dirname, "..", "..");
const HOOKS = path.join(ROOT, ".githooks");

let repo: string;

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "pre-commit-"));
  for (const file of ["package.json", "eslint.config.mjs", ".prettierignore"])
    fs.copyFileSync(path.join(ROOT, file), path.join(repo, file));
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(repo, "node_modules"), "dir");
  git("init", "-q");
  git("add", "package.json", "eslint.config.mjs", ".prettierignore");
});

afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

function git(...args: string[]) {
  return spawnSync("git", ["-c", `core.hooksPath=${HOOKS}`, ...args], {
    cwd: repo,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Test",
      GIT_AUTHOR_EMAIL: "test@example.com",
      GIT_COMMITTER_NAME: "Test",
      GIT_COMMITTER_EMAIL: "test@example.com",
    },
  });
}

function commit(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(repo, file), text);
  git("add", ...Object.keys(files));
  const result = git("commit", "-q", "-m", "a change");
  return { status: result.status, said: `${result.stdout}\n${result.stderr}` };
}

it("refuses a commit with a file Prettier would change or ESLint rejects, naming each", () => {
  const { status, said } = commit({
    "unformatted.ts": "export const greeting='hello'\n",
    "rejected.ts": "export const greeting: any = 1;\n",
    "notes.md": "#  Notes\n",
  });
  expect(status).toBe(1);
  for (const file of ["unformatted.ts", "rejected.ts", "notes.md"]) expect(said).toContain(file);
});

it("commits clean files", () => {
  expect(commit({ "clean.ts": 'export const greeting = "hello";\n' }).status).toBe(0);
});

it("commits when the dev tools are not installed (npm run site installs none)", () => {
  fs.rmSync(path.join(repo, "node_modules"));
  const { status, said } = commit({ "unformatted.ts": "export const greeting='hello'\n" });
  expect(status).toBe(0);
  expect(said).toContain("not checked");
});
