/** @jest-environment node */
import { textPattern } from "../../../plugins/cms/tokenPattern";
import { cmsLayout } from "../../../src/content/jsonLayout";
import { walkLocale } from "../../../src/content/localeTree";
import { validateLocales } from "../../../src/content/validateLocales";
import { shipped } from "../../../harness/shipped";

/** Does the locale check accept `text` for a key whose default-language text is `reference`? */
function checkAccepts(reference: string, text: string): boolean {
  const file = (value: string) => cmsLayout({ lang: { name: "x", dir: "ltr" }, key: value });
  const problems = validateLocales({
    defaultLanguage: "en",
    locales: [
      { code: "en", content: file(reference) },
      { code: "es", content: file(text) },
    ],
    flags: ["en", "es"],
  });
  return problems.length === 0;
}

const cmsAccepts = (reference: string, text: string) =>
  new RegExp(textPattern(reference).pattern).test(text);

/** Spanish attempts at a text: faithful, dropping, adding, doubling or mangling its tokens. */
function attempts(reference: string): string[] {
  const tokens = reference.match(/\{\{[^{}]*\}\}|\$t\([^)]*\)|<[^<>]+>/g) ?? [];
  const words = "Texto traducido";
  return [
    reference,
    `${words} ${tokens.join(" ")}`,
    `${tokens.join(" ")} ${words}`,
    words,
    "",
    "   ",
    `${words} {{otro}}`,
    `${words} <b>negrita</b>`,
    `${words} $t(nav.home)`,
    ...tokens.map((token) => reference.replace(token, "")),
    ...tokens.map((token) => `${reference} ${token}`),
    ...tokens.map((token) => reference.replace(token, token.replace(/\{\{(\w+)/, "{{ $1 "))),
    ...tokens.map((token) => reference.replace(token, token.toUpperCase())),
    `${words} < 5 y > 3`,
    `${words} {{ sin cerrar`,
  ];
}

describe("the CMS pattern of a text", () => {
  const en = JSON.parse(shipped("locales/en/translations.json")) as Record<string, unknown>;
  const references = [
    ...[...walkLocale(en).texts.values()].map(({ value }) => value as string),
    "© {{year}} {{name}}. <strong>All</strong> rights <1>reserved</1>.<br/>",
    "{{ count, number }} items, {{count}} again, $t(nav.home)",
    "Plain text with no tokens",
  ];

  it.each(references.map((text) => [text.slice(0, 50), text]))(
    "accepts exactly what the locale check accepts: %s",
    (_, reference) => {
      for (const attempt of attempts(reference)) {
        expect([attempt, cmsAccepts(reference, attempt)]).toEqual([
          attempt,
          checkAccepts(reference, attempt),
        ]);
      }
    },
  );

  it("says which placeholders to keep", () => {
    expect(textPattern("Portrait of {{name}}").message).toMatch(/keeping \{\{name\}\} exactly/);
    expect(textPattern("Hello").message).toMatch(/cannot be empty or hold/);
  });
});
