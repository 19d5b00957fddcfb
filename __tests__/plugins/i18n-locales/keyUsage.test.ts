/** @jest-environment node */
import { compareKeyUsage, findKeyUses, matchesKey } from "../../../plugins/i18n-locales/keyUsage";
import { validateLocales, formatProblem } from "../../../plugins/i18n-locales/validateLocales";
import { splitProblems } from "../../../plugins/i18n-locales/checkLocales";

const keysOf = (file: string, code: string) =>
  findKeyUses(file, code).map(({ keys, reference, line }) => ({ keys, reference, line }));

describe("findKeyUses", () => {
  it("expands a template over a constant array of strings in the same file", () => {
    const code = [
      'const stats = ["years", "projects"] as const;',
      "export const Stats = () =>",
      "  stats.map((stat) => <dt key={stat}>{t(`sections.home.stats.${stat}.label`)}</dt>);",
    ].join("\n");
    expect(keysOf("src/Stats.tsx", code)).toEqual([
      {
        keys: ["sections.home.stats.years.label", "sections.home.stats.projects.label"],
        reference: true,
        line: 3,
      },
    ]);
  });

  it("uses a wildcard where the value is only known at run time", () => {
    const code = "export const label = (page: string) => t(`meta.${page}.title`);";
    expect(keysOf("src/seo.ts", code)).toEqual([
      { keys: ["meta.*.title"], reference: true, line: 1 },
    ]);
  });

  it("counts keys written in config, and marks `…Key` properties as references", () => {
    const code = [
      'const ids = ["home", "team"] as const;',
      "export const items = ids.map((id) => ({ id, labelKey: `nav.${id}` }));",
      'export const note = "footer.phone";',
    ].join("\n");
    expect(keysOf("src/config.ts", code)).toEqual([
      { keys: ["nav.home", "nav.team"], reference: true, line: 2 },
      { keys: ["footer.phone"], reference: false, line: 3 },
    ]);
  });

  it("ignores imports, plain words and templates that start unknown", () => {
    const code = [
      'import { x } from "./a.b";',
      'const a = "Hello. World";',
      "const b = `${x}.title`;",
      'const c = "home";',
    ].join("\n");
    expect(keysOf("src/x.ts", code)).toEqual([]);
  });
});

describe("compareKeyUsage", () => {
  const keys = ["lang.name", "nav.home", "nav.team", "meta.home.title", "old.text"];

  it("finds keys no code names, never the build's own lang.*", () => {
    const uses = findKeyUses(
      "src/a.ts",
      'const a = [t("nav.home"), "nav.team", t(`meta.${p}.title`)];',
    );
    expect(compareKeyUsage(keys, uses).unused).toEqual(["old.text"]);
  });

  it("finds references to keys that do not exist, exact or by pattern", () => {
    const uses = findKeyUses(
      "src/a.ts",
      't("nav.hom"); t(`footer.${x}.title`); const k = "nav.nope";',
    );
    expect(compareKeyUsage(keys, uses).missing.map(({ key }) => key)).toEqual([
      "nav.hom",
      "footer.*.title",
    ]);
  });

  it("matches a wildcard against one or more key parts", () => {
    expect(matchesKey("meta.*.title", "meta.home.title")).toBe(true);
    expect(matchesKey("meta.*.title", "meta.title")).toBe(false);
    expect(matchesKey("meta.home.title", "meta.home.titles")).toBe(false);
  });
});

describe("validateLocales with the code's keys", () => {
  const nav = 'export const N = () => [t("nav.home"), t("nav.team")];';
  const en = JSON.stringify(
    { lang: { name: "English", dir: "ltr" }, nav: { home: "Home", old: "Old" } },
    null,
    2,
  );
  const problems = validateLocales({
    defaultLanguage: "en",
    locales: [{ code: "en", content: en }],
    flags: ["en"],
    uses: findKeyUses("src/Nav.tsx", nav),
  });

  it("reports an unused key where it is and a missing one where the code uses it", () => {
    expect(problems.map(formatProblem)).toEqual([
      "locales/en/translations.json:8:5 nav.old is not used by any page: remove it from every language, or add the code that shows it.",
      `src/Nav.tsx:1:${nav.indexOf('"nav.team"') + 1} the code uses nav.team but it is not in locales/en/translations.json: add it there and in every language, or correct the key in the code.`,
    ]);
  });

  it("fails a build on an unused key, only warns about it while previewing", () => {
    const build = splitProblems(problems, { develop: false });
    const develop = splitProblems(problems, { develop: true });
    expect(build.errors).toHaveLength(2);
    expect(build.warnings).toHaveLength(0);
    expect(develop.errors.map((problem) => problem.key)).toEqual(["nav.team"]);
    expect(develop.warnings.map((problem) => problem.key)).toEqual(["nav.old"]);
  });
});
