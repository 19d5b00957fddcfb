/** @jest-environment node */
import { cmsLayout } from "../../../src/content/jsonLayout";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { positionAt } from "../../../src/content/jsonSyntax";
import { SHIPPED_DIR } from "../../../harness/shipped";

const root = path.join(__dirname, "..", "..", "..");
/** The TypeScript runner `npm run check:locales` uses. */
const tsxCli = require.resolve("tsx/cli");
const fixtures = path.join(root, "__tests__", "fixtures", "locales");

/** `npm run check:locales`, exactly as the script runs it, on a project folder. */
function runCheck(projectDir: string, ...options: string[]) {
  return spawnSync(
    process.execPath,
    [tsxCli, "plugins/i18n-locales/cli.ts", projectDir, ...options],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
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
  it("passes on the shipped translations, with every key the site's code uses", () => {
    // The fixture the unit tests render with: it must hold what the code asks for (a key added
    // to the code and to locales/ goes into the fixture too).
    const dir = project({});
    fs.cpSync(path.join(SHIPPED_DIR, "locales"), path.join(dir, "locales"), { recursive: true });
    fs.symlinkSync(path.join(root, "src"), path.join(dir, "src"), "dir");
    const result = runCheck(dir);
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe("Locale check passed: en, es.\n");
    expect(result.status).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
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
    expect(lines[0]).toBe("Locale check failed: 9 problems in the translation files.");
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

  it("fails on a key no code uses, and on a key the code uses that the default language lacks", () => {
    const en = cmsLayout({
      lang: { name: "English", dir: "ltr" },
      nav: { home: "Home", draft: "Draft" },
    });
    const code = 'export const Nav = () => [t("nav.home"), t("nav.blog")];\n';
    const dir = project({
      "locales/en/translations.json": en,
      "src/images/flags/en.svg": flag,
      "src/Nav.tsx": code,
    });
    const at = (text: string, needle: string) => {
      const { line, column } = positionAt(text, text.indexOf(needle));
      return `${line}:${column}`;
    };
    const result = runCheck(dir);
    expect(result.status).toBe(1);
    expect(result.stderr.split("\n")).toEqual([
      "Locale check failed: 2 problems in the translation files.",
      `  locales/en/translations.json:${at(en, '"draft"')} nav.draft is not used by any page: remove it from every language, or add the code that shows it.`,
      `  src/Nav.tsx:${at(code, '"nav.blog"')} the code uses nav.blog but it is not in locales/en/translations.json: add it there and in every language, or correct the key in the code.`,
      'See docs/EDITORS.md ("What the errors mean") for how to fix each one.',
      "",
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The summary's lines, without the colours i18next-cli's status adds on some Node versions. */
  // eslint-disable-next-line no-control-regex -- removing terminal colour codes is the point
  const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "").split("\n");

  it("--summary lists untranslated text, then each language's completeness from i18next-cli", () => {
    const en = { lang: { name: "English", dir: "ltr" }, site: { name: "Acme", tagline: "Tools" } };
    const es = { lang: { name: "Español", dir: "ltr" }, site: { name: "Acme", tagline: "Tools" } };
    const dir = project({
      "locales/en/translations.json": cmsLayout(en),
      "locales/es/translations.json": cmsLayout(es),
      "locales/same-in-all-languages.json": JSON.stringify({ same: ["Acme"] }),
      "src/images/flags/en.svg": flag,
      "src/images/flags/es.svg": flag,
      "src/Site.tsx": 'export const Site = () => [t("site.name"), t("site.tagline")];\n',
    });
    const result = runCheck(dir, "--summary");
    expect(result.status).toBe(0);
    const lines = plain(result.stdout);
    // The allow-list beside the folders is not taken for a language.
    expect(lines.slice(0, 3)).toEqual([
      "Locale check passed: en, es.",
      "",
      "locales/es/translations.json: site.tagline is the same as in en",
    ]);
    expect(lines).toContain("- es: [■■■■■■■■■■■■■■■■■■■■] 100% (2/2 keys)");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("--summary shows what a language still lacks", () => {
    const en = { lang: { name: "English", dir: "ltr" }, site: { name: "Acme", tagline: "Tools" } };
    const es = { lang: { name: "Español", dir: "ltr" }, site: { name: "Acme" } };
    const dir = project({
      "locales/en/translations.json": cmsLayout(en),
      "locales/es/translations.json": cmsLayout(es),
      "src/images/flags/en.svg": flag,
      "src/images/flags/es.svg": flag,
      "src/Site.tsx": 'export const Site = () => [t("site.name"), t("site.tagline")];\n',
    });
    const result = runCheck(dir, "--summary");
    expect(result.status).toBe(1);
    expect(plain(result.stderr)).toContain(
      "  locales/es/translations.json: site.tagline is missing (present in en).",
    );
    expect(plain(result.stdout)).toContain(
      "- es: [■■■■■■■■■■□□□□□□□□□□] 50% (1/2 keys)  — 1 absent",
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
