/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import type webpackType from "webpack";
import {
  LocaleCheckWebpackPlugin,
  wrapLines,
} from "../../../plugins/i18n-locales/LocaleCheckWebpackPlugin";

const flag = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"/>';
const lang = { name: "English", dir: "ltr" };

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

/** Gatsby's own webpack, the one `gatsby develop` runs the plugin in. */
const webpack = createRequire(require.resolve("gatsby/package.json"))(
  "webpack",
) as typeof webpackType;

function compile(dir: string): Promise<webpackType.Stats> {
  const compiler = webpack({
    mode: "development",
    context: dir,
    entry: "./src/index.ts",
    output: { path: path.join(dir, "out") },
    // The plugin declares only the part of webpack it uses.
    plugins: [
      new LocaleCheckWebpackPlugin(dir, "en") as unknown as webpackType.WebpackPluginInstance,
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error("no stats"));
      else resolve(stats);
    }),
  );
}

describe("LocaleCheckWebpackPlugin", () => {
  it("fails the compilation with the checker's message and watches the locale files", async () => {
    const broken = '{ "lang": { "name": "English", "dir": "ltr", }, "nav": { "home": "Home" } }';
    const dir = project(broken);
    const stats = await compile(dir);
    const { errors, warnings, fileDependencies, contextDependencies } = stats.compilation;
    expect(errors.map((error) => error.message)).toEqual([
      [
        "Locale check failed: 1 problem in the translation files.",
        `  locales/en/translations.json:1:${broken.indexOf(", }") + 1} Remove this comma: the last`,
        "      entry of a group has none.",
        'See docs/EDITORS.md ("What the errors mean") for how to fix each',
        "    one.",
      ].join("\n"),
    ]);
    expect(warnings).toEqual([]);
    expect(fileDependencies.has(path.join(dir, "locales/en/translations.json"))).toBe(true);
    expect(contextDependencies.has(path.join(dir, "locales"))).toBe(true);
    expect(contextDependencies.has(path.join(dir, "src/images/flags"))).toBe(true);
  });

  it("only warns about a key no code uses", async () => {
    const dir = project(JSON.stringify({ lang, nav: { home: "Home", draft: "Draft" } }));
    const { errors, warnings } = (await compile(dir)).compilation;
    expect(errors).toEqual([]);
    expect(warnings.map((warning) => warning.message.replace(/\n\s+/g, " "))).toEqual([
      expect.stringContaining("nav.draft is not used by any page"),
    ]);
    expect(warnings[0]?.message.replace(/\n\s+/g, " ")).toMatch(
      /^Locale check warning: 1 problem .*the build fails on it/,
    );
  });

  it("adds nothing to a clean compilation", async () => {
    const dir = project(JSON.stringify({ lang, nav: { home: "Home" } }));
    const { errors, warnings } = (await compile(dir)).compilation;
    expect([...errors, ...warnings]).toEqual([]);
  });
});

describe("wrapLines", () => {
  it("breaks long lines at spaces, keeping their indentation", () => {
    expect(wrapLines("  one two three four", 10)).toBe("  one two\n      three\n      four");
    expect(wrapLines("short\n  also short", 20)).toBe("short\n  also short");
  });
});
