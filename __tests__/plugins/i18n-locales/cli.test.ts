/** @jest-environment node */
import { cmsLayout } from "../../../src/content/jsonLayout";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

  it("fails with every problem, one per line: in the files and against the keys the code uses", () => {
    const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");
    const code =
      'export const Nav = () => [t("nav.home"), t("nav.contact"), t("footer.phone"),\n' +
      '  t("footer.copyright"), t("nav.blog")];\n';
    const dir = project({
      "locales/en/translations.json": fixture("en.json"),
      "locales/es/translations.json": fixture("es.keys.json"),
      "locales/fr/translations.json": fixture("es.valid.json").replace('"Inicio",', '"Inicio"'),
      "src/images/flags/en.svg": flag,
      "src/images/flags/es.svg": flag,
      "src/Nav.tsx": code,
    });
    const result = runCheck(dir);
    expect([result.status, result.stdout]).toEqual([1, ""]);
    const lines = result.stderr.split("\n");
    expect(lines[0]).toMatch(/^Locale check failed: \d+ problems in the translation files\.$/);
    expect(lines).toEqual(
      expect.arrayContaining([
        "  locales/fr/translations.json:7:21 A comma is missing at the end of this line.",
        "  src/images/flags/fr.svg: the flag image is missing: every language needs one, named after its folder (fr.svg).",
        "  locales/es/translations.json:7:5 nav.home is empty; write the text for this language.",
        "  locales/en/translations.json:13:5 footer.privacy is not used by any page: remove it from every language, or add the code that shows it.",
        `  src/Nav.tsx:2:${code.split("\n")[1]!.indexOf('"nav.blog"') + 1} the code uses nav.blog but it is not in locales/en/translations.json: add it there and in every language, or correct the key in the code.`,
      ]),
    );
    expect(lines.slice(-2)).toEqual([
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
      "locales/en/translations.json": cmsLayout({ ...en, site: { ...en.site, motto: "Last" } }),
      "locales/es/translations.json": cmsLayout(es),
      "locales/same-in-all-languages.json": JSON.stringify({ same: ["Acme"] }),
      "src/images/flags/en.svg": flag,
      "src/images/flags/es.svg": flag,
      "src/Site.tsx":
        'export const S = () => [t("site.name"), t("site.tagline"), t("site.motto")];\n',
    });
    const result = runCheck(dir, "--summary");
    expect(result.status).toBe(1);
    expect(plain(result.stderr)).toContain(
      "  locales/es/translations.json: site.motto is missing (present in en).",
    );
    // The allow-list beside the folders is neither a language nor a text left the same.
    const lines = plain(result.stdout);
    expect(lines.slice(0, 2)).toEqual([
      "",
      "locales/es/translations.json: site.tagline is the same as in en",
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/^- es: .* \(2\/3 keys\)/));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
