/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "..", "..", "..");
const cliPackage = require.resolve("i18next-cli/package.json");
const cli = path.join(
  path.dirname(cliPackage),
  (JSON.parse(fs.readFileSync(cliPackage, "utf8")) as { bin: Record<string, string> }).bin[
    "i18next-cli"
  ] ?? "",
);

/** `npm run lint:i18n` (i18next-cli's `lint` with the project's settings) on a project's src/. */
function lint(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lint-i18n-"));
  const en = { lang: { name: "English", dir: "ltr" }, page: { title: "Title" } };
  for (const [name, content] of Object.entries({
    "locales/en/translations.json": JSON.stringify(en),
    ...files,
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  const config = path.join(root, "i18next.config.ts");
  const result = spawnSync(process.execPath, [cli, "lint", "--config", config], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    status: result.status,
    // eslint-disable-next-line no-control-regex -- removing terminal colour codes is the point
    output: (result.stdout + result.stderr).replace(/\u001b\[[0-9;]*m/g, ""),
  };
}

it("no visible word outside locales/ (npm run lint:i18n): in elements, and attributes and props that show words", () => {
  const { status, output } = lint({
    "src/Page.tsx": [
      "export const Page = () => (",
      "  <Section>",
      "    <p>Welcome aboard</p>",
      '    <img src="/a.svg" alt="A mountain" />',
      '    <SectionHeading id="x" eyebrow="About us" />',
      "    <Card>Fast and friendly</Card>",
      "  </Section>",
      ");",
    ].join("\n"),
    // Words from the translation files and technical values pass.
    "src/Translated.tsx": [
      'import { useTranslation } from "react-i18next";',
      "export const Page = () => {",
      "  const { t } = useTranslation();",
      '  return <p id="intro" className="lead" role="note">{t("page.title")}</p>;',
      "};",
    ].join("\n"),
  });
  expect(status).toBe(1);
  for (const [line, text] of [
    [3, "Welcome aboard"],
    [4, "A mountain"],
    [5, "About us"],
    [6, "Fast and friendly"],
  ] as const) {
    expect(output).toContain(`${line}: Error: Found hardcoded string: "${text}"`);
  }
  expect(output).toContain("src/Page.tsx");
  expect(output).not.toContain("src/Translated.tsx");
});
