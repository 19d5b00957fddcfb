/** @jest-environment node */
import { cmsLayout } from "../../../src/content/jsonLayout";
import {
  needsNoTranslation,
  parseSameInAll,
  sameAsDefault,
} from "../../../plugins/i18n-locales/sameAsDefault";

const file = (tree: object) => cmsLayout(tree);

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

describe("sameAsDefault", () => {
  it("lists text still identical to the default language, allowed names and numbers aside", () => {
    const fr = file({ lang: { name: "Français", dir: "ltr" }, stats: { years: "12" } });
    expect(
      sameAsDefault(
        "en",
        [
          { code: "es", content: es },
          { code: "en", content: en },
          { code: "fr", content: fr },
          { code: "de", content: "{ broken" },
        ],
        ["Acme Tools"],
      ),
    ).toEqual(["locales/es/translations.json: site.tagline is the same as in en"]);
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
