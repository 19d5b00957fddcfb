/** @jest-environment node */
import { cmsLayout } from "../../src/content/jsonLayout";
import { pseudoLocalize, pseudoLocalizeTree } from "../../harness/pseudoLocalize";
import { tokensOf, validateLocales } from "../../src/content/validateLocales";
import { shipped } from "../../harness/shipped";

describe("pseudoLocalize", () => {
  it("accents every letter, lengthens words and brackets the string", () => {
    expect(pseudoLocalize("Home")).toBe("[Ĥööɱéé]");
    expect(pseudoLocalize("Home")).not.toMatch(/[A-Za-z]/);
  });

  it("keeps placeholders, nesting, markup, e-mail addresses and URLs intact", () => {
    const source =
      "© {{year}} {{ name }}: <strong>$t(nav.home)</strong> info@example.com https://example.com/a";
    const result = pseudoLocalize(source);
    expect(tokensOf(result)).toEqual(tokensOf(source));
    expect(result).toContain("info@example.com");
    expect(result).toContain("https://example.com/a");
  });

  it("makes real strings about 40% longer", () => {
    const en = JSON.parse(shipped("locales/en/translations.json")) as Record<string, unknown>;
    const pseudo = pseudoLocalizeTree(en);
    const length = (tree: unknown): number =>
      typeof tree === "string"
        ? tree.length
        : Object.entries(tree as Record<string, unknown>)
            .filter(([key]) => key !== "lang")
            .reduce((sum, [, value]) => sum + length(value), 0);
    const ratio = length(pseudo) / length(en);
    expect(ratio).toBeGreaterThan(1.3);
    expect(ratio).toBeLessThan(1.5);
  });

  it("keeps what is not a word in a list item: its id and a photo's file name", () => {
    const tree = { members: [{ id: "aditi", photo: "aditi.jpg", name: "Aditi" }] };
    expect(pseudoLocalizeTree(tree)).toEqual({
      members: [{ id: "aditi", photo: "aditi.jpg", name: pseudoLocalize("Aditi") }],
    });
  });

  it("produces a locale that passes the locale check against the original", () => {
    const en = shipped("locales/en/translations.json");
    const pseudo = cmsLayout(pseudoLocalizeTree(JSON.parse(en) as Record<string, unknown>));
    expect(
      validateLocales({
        defaultLanguage: "en",
        locales: [
          { code: "en", content: en },
          { code: "xx", content: pseudo },
        ],
        flags: ["en", "xx"],
      }),
    ).toEqual([]);
  });
});
