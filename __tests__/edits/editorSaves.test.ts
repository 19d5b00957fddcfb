/** @jest-environment node */
import { spawn } from "node:child_process";
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

/** Each step's command is its name; Prettier checks the saved files. */
const steps = [
  "npm run check:locales",
  "npm run check:company",
  "npm run typecheck",
  "npx prettier --check locales src/config",
  "npm run test:unit -- --ci",
];

type Result = { status: number | null; output: string };

let project: string;
const runs = new Map<string, Promise<Result>>();

/** A step in the copy; the steps run side by side (the unit tests take one core, tsc another). */
function run(step: string): Promise<Result> {
  const [command, ...args] = step.split(" ");
  return new Promise((resolve) => {
    const child = spawn(command!, args, {
      cwd: project,
      env: { ...process.env, CI: "1", FORCE_COLOR: "0" },
      timeout: 10 * 60_000,
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (c) => (output += c));
    child.on("close", (status) => resolve({ status, output }));
  });
}

beforeAll(async () => {
  project = copyProject("editor-saves-");
  await saveAsEditors(project);
  for (const step of steps) runs.set(step, run(step));
}, 60_000);

afterAll(async () => {
  const results = await Promise.all(runs.values());
  if (results.every(({ status }) => status === 0))
    fs.rmSync(project, { recursive: true, force: true });
  else console.log(`The edited copy is kept for a look: ${project}`);
});

/** What a failing step said: for jest, the failing tests; otherwise its whole output. */
function summary(output: string): string {
  const failures = output.split("\n").filter((line) => /^\s*(FAIL|●)/.test(line));
  return (failures.length > 0 ? failures.join("\n") : output).slice(-6000);
}

it.each(steps)(
  "%s passes on a copy carrying editors' saves",
  async (name) => {
    const { status, output } = await runs.get(name)!;
    expect({ name, status, said: status === 0 ? "" : summary(output) }).toEqual({
      name,
      status: 0,
      said: "",
    });
  },
  11 * 60_000,
);
