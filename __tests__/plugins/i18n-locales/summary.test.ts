/** @jest-environment node */
import {
  formatSummary,
  needsNoTranslation,
  parseSameInAll,
  summarizeLocales,
} from "../../../plugins/i18n-locales/summary";

const file = (tree: object) => JSON.stringify(tree, null, 2);

const en = file({
  lang: { name: "English", dir: "ltr" },
  site: { name: "Acme Tools", tagline: "Tools that last" },
  stats: { years: "12", clients: "Clients" },
  contact: "Write to hello@acme.test",
});
const es = file({
  lang: { name: "Español", dir: "ltr" },
  site: { name: "Acme Tools", tagline: "Tools that last" },
  stats: { years: "12" },
  contact: "Escríbenos a hello@acme.test",
});

describe("summarizeLocales", () => {
  const summaries = summarizeLocales(
    "en",
    [
      { code: "es", content: es },
      { code: "en", content: en },
      { code: "fr", content: "{ broken" },
    ],
    ["Acme Tools"],
  );

  it("counts keys, lists missing ones and text still identical to the default language", () => {
    expect(summaries).toEqual([
      { code: "en", keys: 7, missing: [], same: [] },
      { code: "es", keys: 6, missing: ["stats.clients"], same: ["site.tagline"] },
      { code: "fr", keys: null, missing: [], same: [] },
    ]);
  });

  it("prints a table, then the keys behind the numbers", () => {
    const lines = formatSummary("en", summaries).split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "language      keys  missing  same as en",
      "en (default)  7     —        —",
      "es            6     1        1",
      "fr            —     —        —",
    ]);
    expect(lines).toContain("locales/es/translations.json: missing stats.clients");
    expect(lines).toContain("locales/es/translations.json: site.tagline is the same as in en");
    expect(lines).toContain(
      "locales/fr/translations.json: could not be read (see the check below).",
    );
  });
});

describe("needsNoTranslation", () => {
  it("accepts names from the allow-list, numbers, e-mail and web addresses, placeholders", () => {
    expect(needsNoTranslation("Acme Tools", ["Acme Tools"])).toBe(true);
    expect(needsNoTranslation("140+", [])).toBe(true);
    expect(needsNoTranslation("hello@acme.test, https://acme.test/", [])).toBe(true);
    expect(needsNoTranslation("{{name}} · GitHub", ["GitHub"])).toBe(true);
  });

  it("still flags words around an allowed name, and parts of longer words", () => {
    expect(needsNoTranslation("Acme Tools on GitHub", ["Acme Tools"])).toBe(false);
    expect(needsNoTranslation("Indian", ["India"])).toBe(false);
  });
});

describe("parseSameInAll", () => {
  it("reads the list, and says where the file is wrong", () => {
    expect(parseSameInAll('{ "same": ["GitHub"] }')).toEqual(["GitHub"]);
    expect(parseSameInAll(null)).toEqual([]);
    expect(() => parseSameInAll('{ "same": ["GitHub",] }')).toThrow(
      /^locales\/same-in-all-languages\.json:1:20 /,
    );
    expect(() => parseSameInAll('{ "same": "GitHub" }')).toThrow(/must be a list/);
  });
});
