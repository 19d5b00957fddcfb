/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { wrapLines } from "../../../plugins/i18n-locales/LocaleCheckWebpackPlugin";

const flag = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"/>';

function project(en: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "locale-webpack-"));
  const files: Record<string, string> = {
    "locales/en/translations.json": en,
    "src/images/flags/en.svg": flag,
    "src/index.ts": 'export const title = t("nav.home");\n',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

type Compilation = {
  errors: string[];
  warnings: string[];
  fileDependencies: string[];
  contextDependencies: string[];
};

/** One webpack compilation of the project with the plugin, in its own process (see the script). */
function compile(dir: string): Compilation {
  const script = path.join(__dirname, "compileWithLocaleCheck.ts");
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), script, dir], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Compilation;
}

describe("LocaleCheckWebpackPlugin", () => {
  it("fails the compilation with the checker's message and watches the locale files", () => {
    const broken = '{ "lang": { "name": "English", "dir": "ltr", }, "nav": { "home": "Home" } }';
    const dir = project(broken);
    const { errors, warnings, fileDependencies, contextDependencies } = compile(dir);
    expect(errors).toEqual([
      [
        "Locale check failed: 1 problem in the translation files.",
        `  locales/en/translations.json:1:${broken.indexOf(", }") + 1} Remove this comma: the last`,
        "      entry of a group has none.",
        'See docs/EDITORS.md ("What the errors mean") for how to fix each',
        "    one.",
      ].join("\n"),
    ]);
    expect(warnings).toEqual([]);
    expect(fileDependencies).toContain(path.join(dir, "locales/en/translations.json"));
    expect(contextDependencies).toContain(path.join(dir, "locales"));
    expect(contextDependencies).toContain(path.join(dir, "src/images/flags"));
  });
});

describe("wrapLines", () => {
  it("breaks long lines at spaces, keeping their indentation", () => {
    expect(wrapLines("  one two three four", 10)).toBe("  one two\n      three\n      four");
    expect(wrapLines("short\n  also short", 20)).toBe("short\n  also short");
  });
});
