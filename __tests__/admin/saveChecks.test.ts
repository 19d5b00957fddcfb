import { inPlaceJson } from "../../src/admin/inPlaceJson";
import { companyCheck, preSave, textsCheck, type SiteContext } from "../../src/admin/saveChecks";
import { cmsEntry as immutable } from "../../harness/editorSaves";
import { shipped } from "../../harness/shipped";

const read = (file: string) => JSON.parse(shipped(file)) as Record<string, unknown>;

const context: SiteContext = {
  defaultLanguage: "en",
  languages: ["en", "es"],
  languageNames: { en: "English", es: "Español" },
  officeIds: ["pune", "bengaluru"],
  countries: ["IN"],
  today: "2026-11-25",
};

describe("the checks before a save", () => {
  const en = read("locales/en/translations.json");
  const es = read("locales/es/translations.json");
  const withoutSecurity = (texts: Record<string, unknown>) => {
    const privacy = texts.privacy as { sections: { id: string }[] };
    return {
      ...texts,
      privacy: { ...privacy, sections: privacy.sections.filter(({ id }) => id !== "security") },
    };
  };

  it("let the shipped texts and facts through", () => {
    expect(
      textsCheck(context, inPlaceJson())(immutable({ data: en, i18n: { es: { data: es } } })),
    ).toEqual([]);
    expect(
      companyCheck(context, inPlaceJson())(immutable({ data: read("src/config/company.json") })),
    ).toEqual([]);
  });

  it("stop a save the build would refuse, and tell the editor why", () => {
    const told: string[] = [];
    const entry = immutable({
      data: withoutSecurity(en),
      i18n: { es: { data: withoutSecurity(es) } },
    });
    const tell = (text: string) => told.push(text);
    const hook = preSave(
      textsCheck(context, inPlaceJson()),
      companyCheck(context, inPlaceJson()),
      tell,
    );
    expect(() => hook({ entry })).toThrow(/Not saved/);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(
      /^Not saved\. Please fix this first:\n• English: privacy\.sections has no item with "id": "security"/,
    );
  });

  it("name the language of a Spanish-only problem", () => {
    const spanish = structuredCloneJson(es) as { site: { tagline: string } };
    spanish.site.tagline = "  ";
    const problems = textsCheck(
      context,
      inPlaceJson(),
    )(immutable({ data: en, i18n: { es: { data: spanish } } }));
    expect(problems).toEqual(["Español: site.tagline is empty; write the text for this language."]);
  });

  it("refuse facts the build would refuse (the facts check's own rules: validateCompany.test.ts)", () => {
    const facts = { ...read("src/config/company.json"), privacyPolicyUpdated: "2999-01-01" };
    expect(companyCheck(context, inPlaceJson())(immutable({ data: facts }))).toEqual([
      expect.stringMatching(/^privacyPolicyUpdated "2999-01-01" is in the future/),
    ]);
  });
});

function structuredCloneJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
