import { inPlaceJson } from "../../src/admin/inPlaceJson";
import { companyCheck, guard, textsCheck, type SiteContext } from "../../src/admin/saveChecks";
import { shipped } from "../../harness/shipped";

const read = (file: string) => JSON.parse(shipped(file)) as Record<string, unknown>;

/** What the CMS hands a hook: Immutable.js Maps, here plain objects behind the same calls. */
const immutable = (value: unknown): { get(key: string): unknown; toJS(): unknown } => ({
  get: (key) => {
    const child = (value as Record<string, unknown>)[key];
    return child === undefined ? undefined : immutable(child);
  },
  toJS: () => value,
});

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
      textsCheck(
        context,
        inPlaceJson(),
      )(immutable({ data: en, i18n: { es: { data: es } } }) as never),
    ).toEqual([]);
    expect(
      companyCheck(
        context,
        inPlaceJson(),
      )(immutable({ data: read("src/config/company.json") }) as never),
    ).toEqual([]);
  });

  it("stop a save the build would refuse, and tell the editor why", () => {
    const told: string[] = [];
    const entry = immutable({
      data: withoutSecurity(en),
      i18n: { es: { data: withoutSecurity(es) } },
    });
    const check = guard(textsCheck(context, inPlaceJson()), (text) => told.push(text));
    expect(() => check({ entry: entry as never })).toThrow(/Not saved/);
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
    )(immutable({ data: en, i18n: { es: { data: spanish } } }) as never);
    expect(problems).toEqual(["Español: site.tagline is empty; write the text for this language."]);
  });

  it("refuse a social network listed twice and a privacy date in the future", () => {
    const facts = structuredCloneJson(read("src/config/company.json")) as {
      social: { network: string; url: string }[];
      privacyPolicyUpdated: string;
    };
    facts.social.push({ ...facts.social[0]! });
    facts.privacyPolicyUpdated = "2999-01-01";
    const problems = companyCheck(context, inPlaceJson())(immutable({ data: facts }) as never);
    expect(problems).toEqual([
      expect.stringMatching(/^social\[linkedin\] is in the list twice/),
      expect.stringMatching(/^privacyPolicyUpdated "2999-01-01" is in the future/),
    ]);
  });
});

function structuredCloneJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
