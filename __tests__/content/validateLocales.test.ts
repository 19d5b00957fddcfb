/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { cmsLayout } from "../../src/content/jsonLayout";
import { readJson } from "../../src/content/jsonSyntax";
import { validateLocales, type LocaleSource } from "../../src/content/validateLocales";
import { formatProblem } from "../../src/content/fileProblem";

const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, "..", "fixtures", "locales", name), "utf8");

const en: LocaleSource = { code: "en", content: fixture("en.json") };

/** The checker's output for `en` plus the given files, one formatted line per problem. */
function check(locales: LocaleSource[], flags = ["en", "es", "fr", "ar"]): string[] {
  return validateLocales({ defaultLanguage: "en", locales: [en, ...locales], flags }).map(
    formatProblem,
  );
}

describe("validateLocales: JSON syntax", () => {
  it("accepts a complete, correct translation", () => {
    expect(check([{ code: "es", content: fixture("es.valid.json") }])).toEqual([]);
  });

  it("points at a line the CMS would write otherwise (its save would change lines nobody touched)", () => {
    const valid = fixture("es.valid.json");
    const tabbed = valid.replace(/\n {4}"home"/, '\n\t\t"home"');
    expect(tabbed).not.toBe(valid);
    expect(check([{ code: "es", content: tabbed }])).toEqual([
      expect.stringMatching(
        /^locales\/es\/translations\.json:\d+:1 This line is not laid out the way the CMS writes the file .* Write it as: "home": /,
      ),
    ]);
  });

  it("reports an unquoted key at its line:column", () => {
    expect(
      check([{ code: "es", content: fixture("es.valid.json").replace('"dir"', "dir") }]),
    ).toEqual([
      'locales/es/translations.json:4:5 Keys are written in double quotes ("key": "text").',
    ]);
  });

  it("reports a string left open", () => {
    const valid = fixture("es.valid.json");
    const truncated = `${valid.slice(0, valid.indexOf('"Inicio') + '"Inicio'.length)}\n`;
    const [problem] = check([{ code: "es", content: truncated }]);
    expect(problem).toMatch(
      /^locales\/es\/translations\.json:7:20 A closing double quote is missing/,
    );
  });

  it("reports a byte-order mark, an empty file and a file that is not an object", () => {
    expect(
      check([
        { code: "es", content: `\uFEFF${fixture("es.valid.json")}` },
        { code: "fr", content: "" },
        { code: "ar", content: '["hola"]' },
      ]),
    ).toEqual([
      "locales/ar/translations.json:1:1 The file must contain one JSON object ({ ... }).",
      "locales/es/translations.json:1:1 The file starts with an invisible byte-order mark (BOM). Save it as UTF-8 without BOM.",
      'locales/fr/translations.json:1:1 The file ends too early: a closing "}" is missing.',
    ]);
  });
});

describe("validateLocales: keys and values relative to en", () => {
  it("lists every problem with its key, in file order", () => {
    expect(check([{ code: "es", content: fixture("es.keys.json") }])).toEqual([
      "locales/es/translations.json:7:5 nav.home is empty; write the text for this language.",
      "locales/es/translations.json:9:5 nav.contact appears more than once in the same group; keep only one.",
      "locales/es/translations.json:10:5 nav.blog is not in en: remove it, or check the spelling of the key (keys are never translated).",
      "locales/es/translations.json:12:3 footer: its keys are in another order than in en (en: phone, copyright, privacy; here: copyright, privacy, phone). Put them in the same order: the CMS writes every language in that order.",
      "locales/es/translations.json:13:5 footer.copyright lacks {{year}} and has {{año}} that en does not (en has {{name}}, {{year}}). Copy placeholders exactly as they are in en; only translate the words around them.",
      "locales/es/translations.json:14:5 footer.privacy lacks </strong>, <strong> and has </b>, <b> that en does not (en has </strong>, <strong>). Copy tags exactly as they are in en; only translate the words around them.",
      'locales/es/translations.json:15:5 footer.phone must be text in double quotes, not a number. Put it in double quotes: "5551234".',
    ]);
  });

  it.each([
    ["home.page", "nav.home.page: a key name must not contain a dot; use a nested group instead."],
    ["404", "nav.404: a key name must not be only digits; start it with a letter"],
  ])("reports a key name %s the CMS would misread", (name, message) => {
    const content = fixture("es.valid.json").replace('"home":', `"${name}":`);
    const [problem] = check([{ code: "es", content }]);
    expect(problem).toMatch(/^locales\/es\/translations\.json:\d+:5 /);
    expect(problem).toContain(message);
  });

  it("reports a group whose keys are in another order than in the default language", () => {
    const content = cmsLayout({
      lang: { name: "Español", dir: "ltr" },
      nav: { contact: "Contacto", home: "Inicio" },
      footer: {
        phone: "Teléfono",
        copyright: "© {{year}} {{name}}.",
        privacy: "<strong>Privacidad</strong>",
      },
    });
    expect(check([{ code: "es", content }])).toEqual([
      "locales/es/translations.json:6:3 nav: its keys are in another order than in en (en: home, contact; here: contact, home). Put them in the same order: the CMS writes every language in that order.",
    ]);
  });

  it("reports groups written as text, text written as a group, lists and a missing lang.dir", () => {
    expect(check([{ code: "fr", content: fixture("fr.shape.json") }])).toEqual([
      "locales/fr/translations.json:5:3 nav is text here but a group of keys in en; copy its structure from locales/en/translations.json.",
      "locales/fr/translations.json:7:5 footer.phone is a group of keys here but text in en; write it as text like in locales/en/translations.json.",
      "locales/fr/translations.json:11:5 footer.privacy must be text in double quotes, not a list ([...]).",
      'locales/fr/translations.json: lang.dir is missing: "ltr" (left to right) or "rtl" (right to left, e.g. Arabic).',
    ]);
  });

  it("checks each language's name and text direction", () => {
    expect(check([{ code: "ar", content: fixture("ar.lang.json") }])).toEqual([
      "locales/ar/translations.json:3:5 lang.name is empty; write the text for this language.",
      'locales/ar/translations.json:4:5 lang.dir is "right-to-left" but must be "ltr" (left to right) or "rtl" (right to left).',
    ]);
  });
});

describe("validateLocales: lists of items", () => {
  const lang = (name: string) => ({ name, dir: "ltr" });
  const team = (members: object[]) => ({ team: { title: "Team", members } });
  const file = (name: string, tree: object) => cmsLayout({ lang: lang(name), ...tree });
  const enTeam = file(
    "English",
    team([
      { id: "aditi", name: "Aditi", role: "CEO", photo: "aditi.jpg" },
      { id: "rohan", name: "Rohan", role: "CTO" },
      { id: "meera", name: "Meera", role: "Design, {{count}} people" },
    ]),
  );
  const run = (es: object, photos = ["aditi.jpg"]) =>
    validateLocales({
      defaultLanguage: "en",
      locales: [
        { code: "en", content: enTeam },
        { code: "es", content: file("Español", es) },
      ],
      flags: ["en", "es"],
      photos,
    }).map(formatProblem);
  const spanish: { id: string; name: string; role: string; photo?: string }[] = [
    { id: "aditi", name: "Aditi", role: "Directora", photo: "aditi.jpg" },
    { id: "rohan", name: "Rohan", role: "Director técnico" },
    { id: "meera", name: "Meera", role: "Diseño, {{count}} personas" },
  ];

  it("accepts the same items in the same order, with the same photo", () => {
    expect(run(team(spanish))).toEqual([]);
  });

  it("names a missing item, an extra item and items out of order, in editors' words", () => {
    const [aditi, , meera] = spanish as [object, object, object];
    const extra = { id: "priya", name: "Priya", role: "QA" };
    expect(run(team([meera, aditi, extra]))).toEqual([
      'locales/es/translations.json:8:5 team.members lacks the item "rohan" (item 2 in en): add it, with its texts in this language, at the same place.',
      "locales/es/translations.json:8:5 team.members: the items are in a different order than in en (en: aditi, meera; here: meera, aditi). Put them in the same order.",
      "locales/es/translations.json:20:7 team.members[priya] (item 3) is not in en: remove it, or add it to locales/en/translations.json too.",
    ]);
  });

  it("checks each item's texts and placeholders against the same item in the default language", () => {
    const [aditi, rohan, meera] = spanish;
    const problems = run(
      team([
        { ...aditi, role: " " },
        { id: rohan!.id, name: "Rohan" },
        { ...meera, role: "Diseño" },
      ]),
    );
    expect(problems).toEqual([
      "locales/es/translations.json:12:9 team.members[aditi].role is empty; write the text for this language.",
      "locales/es/translations.json:15:7 team.members[rohan].role is missing (present in en).",
      "locales/es/translations.json:22:9 team.members[meera].role lacks {{count}} (en has {{count}}). Copy placeholders exactly as they are in en; only translate the words around them.",
    ]);
  });

  it("requires a photo to be the same in every language and a file in src/images/team", () => {
    const [aditi, ...rest] = spanish;
    expect(run(team([{ ...aditi, photo: "other.jpg" }, ...rest]), [])).toEqual([
      'locales/en/translations.json:13:9 team.members[aditi].photo: there is no file "aditi.jpg" in src/images/team. Add the photo there, or correct the file name.',
      'locales/es/translations.json:13:9 team.members[aditi].photo is "other.jpg" here but "aditi.jpg" in en: it is the same in every language; write it as in locales/en/translations.json.',
    ]);
  });

  it("needs a usable, unique id on every item", () => {
    const [aditi, rohan, meera] = spanish as [object, object, { name: string; role: string }];
    const withoutId = { name: meera.name, role: meera.role };
    expect(run(team([aditi, { ...rohan, id: "Rohan Deshpande" }, withoutId, aditi]))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /team\.members\[#2\]: the "id" "Rohan Deshpande" must start with a lowercase letter/,
        ),
        expect.stringMatching(/team\.members\[#3\] has no "id": give it a short name/),
        expect.stringMatching(/team\.members\[aditi\] appears twice in team\.members \(item 4\)/),
      ]),
    );
  });

  it("keeps at least one item in every list", () => {
    const empty = validateLocales({
      defaultLanguage: "en",
      locales: [{ code: "en", content: file("English", team([])) }],
      flags: ["en"],
    });
    expect(empty.map(formatProblem)).toEqual([
      "locales/en/translations.json:8:5 team.members has no items: keep at least one (a new item is made like the ones there).",
    ]);
  });

  it("tells a list from text and from a group of keys", () => {
    const members = Object.fromEntries(spanish.map(({ id, ...rest }) => [id, rest]));
    expect(run({ team: { title: "Equipo", members } })).toEqual([
      "locales/es/translations.json:8:5 team.members is a group of keys here but a list of items in en; copy its structure from locales/en/translations.json.",
    ]);
  });
});

describe("validateLocales: items the code links to", () => {
  it("keeps the privacy policy's security section", () => {
    const content = cmsLayout({
      lang: { name: "English", dir: "ltr" },
      privacy: { sections: [{ id: "summary", title: "Summary", body: "Text." }] },
    });
    const problems = validateLocales({
      defaultLanguage: "en",
      locales: [{ code: "en", content }],
      flags: ["en"],
    });
    expect(problems.map(formatProblem)).toEqual([
      `locales/en/translations.json:7:5 privacy.sections has no item with "id": "security": the footer's "Application Security" link opens it. Keep one item with that id (its texts can change).`,
    ]);
  });
});

describe("validateLocales: folders and flags", () => {
  it("needs a flag per language, a language-code folder name and the exact file name", () => {
    expect(
      check(
        [
          { code: "es", content: fixture("es.valid.json") },
          { code: "Spanish", content: null, otherFiles: ["translation.json"] },
        ],
        ["en"],
      ),
    ).toEqual([
      "src/images/flags/es.svg: the flag image is missing: every language needs one, named after its folder (es.svg).",
      'locales/Spanish/: "Spanish" is not a language code. Name the folder with a lowercase language code such as "fr", optionally with a region such as "pt-BR".',
      "locales/Spanish/: This folder has no translations.json (found: translation.json). Name the file exactly translations.json, or remove the folder.",
    ]);
  });

  it("needs the default language", () => {
    const problems = validateLocales({
      defaultLanguage: "en",
      locales: [{ code: "es", content: fixture("es.valid.json") }],
      flags: ["en", "es"],
    });
    expect(problems.map(formatProblem)).toEqual([
      "locales/en/translations.json: the file is missing: it is the default language, which every other language is checked against.",
    ]);
  });

  it("accepts region and script subtags", () => {
    const content = fixture("es.valid.json");
    expect(
      check(
        [
          { code: "pt-BR", content },
          { code: "zh-Hant", content },
        ],
        ["en", "pt-BR", "zh-Hant"],
      ),
    ).toEqual([]);
  });
});

describe("validateLocales: lists and the code", () => {
  const en = cmsLayout({
    lang: { name: "English", dir: "ltr" },
    cards: [{ id: "web", title: "Web", body: "Sites" }],
    old: [{ id: "a", title: "A" }],
  });
  const check = (objectKeys: string[]) =>
    validateLocales({
      defaultLanguage: "en",
      locales: [{ code: "en", content: en }],
      flags: ["en"],
      code: {
        keys: objectKeys.map((key) => ({ key, file: "src/Cards.tsx", line: 3, column: 20 })),
        objectKeys: new Set(objectKeys),
        isPreserved: (key) => key.startsWith("lang."),
      },
    }).map(formatProblem);

  it("counts every text of a list read whole as used, and names an unused list once", () => {
    expect(check(["cards"])).toEqual([
      "locales/en/translations.json:13:3 old is not used by any page: remove it from every language, or add the code that shows it.",
    ]);
  });

  it("finds a list the code reads but the default language lacks", () => {
    expect(check(["cards", "old", "team"])).toEqual([
      "src/Cards.tsx:3:20 the code uses team but it is not in locales/en/translations.json: add it there and in every language, or correct the key in the code.",
    ]);
  });
});

describe("readJson: syntax errors", () => {
  it.each([
    ['{"a": "\\q"}', 1, 8, "This backslash starts an escape JSON does not have"],
    ['{"a": "x" "b": "y"}', 1, 11, "A comma is missing here, or a double quote inside the text"],
    ['{"a": "tab\there"}', 1, 11, "there is a line break or tab inside quotes"],
  ])("rejects %s at %i:%i", (text, line, column, message) => {
    const result = readJson(text);
    expect(result).toMatchObject({ ok: false, line, column });
    expect(result.ok || result.message).toContain(message);
  });
});
