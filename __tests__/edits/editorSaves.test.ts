/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { copyProject } from "../../harness/projectCopy";
import { saveAsEditors } from "../../harness/editorSaves";

/**
 * The rule: a save the CMS accepts never fails the forges' gate. In a copy carrying saves of every
 * kind (harness/editorSaves.ts), the gate's steps that read the content pass: the content checks,
 * the type check (types come from the default language's file), the formatting check and the unit
 * tests (`npm run test:unit`, which leaves this suite out). The browser suites run on the
 * production build and check what the content holds generically (docs/TESTING.md).
 */

const steps: [string, string[]][] = [
  ["npm run check:locales", ["npm", "run", "check:locales"]],
  ["npm run check:company", ["npm", "run", "check:company"]],
  ["npm run typecheck", ["npm", "run", "typecheck"]],
  ["prettier --check (the saved files)", ["npx", "prettier", "--check", "locales", "src/config"]],
  ["npm run test:unit", ["npm", "run", "test:unit", "--", "--ci"]],
];

let project: string;
const failed: string[] = [];

beforeAll(async () => {
  project = copyProject("editor-saves-");
  await saveAsEditors(project);
}, 60_000);

afterAll(() => {
  if (failed.length === 0) fs.rmSync(project, { recursive: true, force: true });
  else console.log(`The edited copy is kept for a look: ${project}`);
});

/** What a failing step said: for jest, the failing tests; otherwise its whole output. */
function summary(output: string): string {
  const failures = output.split("\n").filter((line) => /^\s*(FAIL|●)/.test(line));
  return (failures.length > 0 ? failures.join("\n") : output).slice(-6000);
}

// Synchronous steps: jest's timeout cannot stop one, so each has its own.
it.each(steps)("%s passes on a copy carrying editors' saves", (name, [command, ...args]) => {
  const result = spawnSync(command!, args, {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, CI: "1", FORCE_COLOR: "0" },
    timeout: 10 * 60_000,
  });
  if (result.status !== 0) failed.push(name);
  expect({
    name,
    status: result.status,
    said: result.status === 0 ? "" : summary(`${result.stdout}\n${result.stderr}`),
  }).toEqual({ name, status: 0, said: "" });
});
