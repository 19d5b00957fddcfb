/** @jest-environment node */
import { cmsLayout } from "../../src/content/jsonLayout";
import { pseudoLocalize, pseudoLocalizeTree } from "../../harness/pseudoLocalize";
import { validateLocales } from "../../src/content/validateLocales";
import { shipped } from "../../harness/shipped";

describe("pseudoLocalize (e2e/languages' long language)", () => {
  const en = shipped("locales/en/translations.json");
  const pseudo = pseudoLocalizeTree(JSON.parse(en) as Record<string, unknown>);

  it("accents every letter and makes real strings about 40% longer, in brackets", () => {
    expect(pseudoLocalize("Home")).toBe("[Ĥööɱéé]");
    const length = (tree: unknown): number =>
      typeof tree === "string"
        ? tree.length
        : Object.entries(tree as Record<string, unknown>)
            .filter(([key]) => key !== "lang")
            .reduce((sum, [, value]) => sum + length(value), 0);
    const ratio = length(pseudo) / length(JSON.parse(en));
    expect(ratio).toBeGreaterThan(1.3);
    expect(ratio).toBeLessThan(1.5);
  });

  it("passes the locale check: placeholders, markup, items' ids and photos kept", () => {
    const locales = [
      { code: "en", content: en },
      { code: "xx", content: cmsLayout(pseudo) },
    ];
    expect(validateLocales({ defaultLanguage: "en", locales, flags: ["en", "xx"] })).toEqual([]);
  });
});
