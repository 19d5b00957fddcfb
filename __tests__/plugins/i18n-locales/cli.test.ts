/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "..", "..", "..");
/** The TypeScript runner `npm run check:locales` uses. */
const tsxCli = require.resolve("tsx/cli");
const fixtures = path.join(root, "__tests__", "fixtures", "locales");

/** `npm run check:locales`, exactly as the script runs it, on a project folder. */
function runCheck(projectDir: string) {
  return spawnSync(process.execPath, [tsxCli, "plugins/i18n-locales/cli.ts", projectDir], {
    cwd: root,
    encoding: "utf8",
  });
}

function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-locales-"));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const flag = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"/>';

describe("npm run check:locales", () => {
  it("passes on the project's own translations", () => {
    const result = runCheck(root);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^Locale check passed: en, es\b/);
    expect(result.status).toBe(0);
  });

  it("fails with every problem, one per line, and a non-zero exit", () => {
    const dir = project({
      "locales/en/translations.json": fs.readFileSync(path.join(fixtures, "en.json"), "utf8"),
      "locales/es/translations.json": fs.readFileSync(path.join(fixtures, "es.keys.json"), "utf8"),
      "locales/fr/translations.json": fs.readFileSync(
        path.join(fixtures, "es.missing-comma.json"),
        "utf8",
      ),
      "src/images/flags/en.svg": flag,
      "src/images/flags/es.svg": flag,
    });
    const result = runCheck(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    const lines = result.stderr.trim().split("\n");
    expect(lines[0]).toBe("Locale check failed: 8 problems in the translation files.");
    expect(lines).toContain(
      "  locales/fr/translations.json:7:21 A comma is missing at the end of this line.",
    );
    expect(lines).toContain(
      "  src/images/flags/fr.svg: the flag image is missing: every language needs one, named after its folder (fr.svg).",
    );
    expect(lines).toContain(
      "  locales/es/translations.json:7:5 nav.home is empty; write the text for this language.",
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
