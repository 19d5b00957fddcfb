import { ogLocale } from "../../../plugins/i18n-locales/ogLocale";

describe("ogLocale", () => {
  it.each([
    ["en", "en_US"],
    ["es", "es_ES"],
    ["pt-BR", "pt_BR"],
    ["hi", "hi_IN"],
  ])("maps %s to %s", (code, expected) => expect(ogLocale(code)).toBe(expected));
});
