import { createInstance, type i18n as I18n } from "i18next";
import { memoT, warmTranslations } from "../../src/i18n/translationMemo";

const words = {
  en: { greeting: "Hello", welcome: "Welcome, {{name}}", items: [{ id: "a", title: "First" }] },
  es: { greeting: "Hola", welcome: "Bienvenida, {{name}}", items: [{ id: "a", title: "Primero" }] },
};

/** An instance whose translator counts the lookups i18next works out. */
function instance(language: "en" | "es") {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { translations: words[language] } },
    defaultNS: "translations",
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  // i18next's own translator: each call it works out, which the memo spares.
  const { translator } = i18n as unknown as { translator: { translate: () => unknown } };
  const lookups = jest.spyOn(translator, "translate");
  return { i18n, lookups };
}

type Translate = (key: string, options?: object) => unknown;
const tOf = (i18n: I18n) => memoT(i18n) as unknown as Translate;

describe("memoT: the words of a page worked out once per language", () => {
  it("answers a repeated call without asking i18next again, with the same words", () => {
    const { i18n, lookups } = instance("en");
    const t = tOf(i18n);
    expect(t("greeting")).toBe("Hello");
    expect(t("welcome", { name: "Ana" })).toBe("Welcome, Ana");
    expect(t("items", { returnObjects: true })).toEqual(words.en.items);
    const asked = lookups.mock.calls.length;
    expect(t("greeting")).toBe("Hello");
    expect(t("welcome", { name: "Ana" })).toBe("Welcome, Ana");
    expect(t("welcome", { name: "Luis" })).toBe("Welcome, Luis");
    expect(lookups.mock.calls.length).toBe(asked + 1);
  });

  it("forgets when the instance's strings change (the fallback loader, a file edited in preview)", () => {
    const { i18n } = instance("en");
    const t = tOf(i18n);
    expect(t("greeting")).toBe("Hello");
    i18n.addResourceBundle("en", "translations", { greeting: "Hi" }, true, true);
    expect(t("greeting")).toBe("Hi");
  });

  it("warms another language with what pages have shown, so its first render asks nothing", () => {
    jest.useFakeTimers();
    try {
      const english = tOf(instance("en").i18n);
      english("greeting");
      english("items", { returnObjects: true });
      const { i18n, lookups } = instance("es");
      warmTranslations(i18n);
      jest.runAllTimers();
      const asked = lookups.mock.calls.length;
      expect(asked).toBeGreaterThan(0);
      const spanish = tOf(i18n);
      expect(spanish("greeting")).toBe("Hola");
      expect(spanish("items", { returnObjects: true })).toEqual(words.es.items);
      expect(lookups.mock.calls.length).toBe(asked);
    } finally {
      jest.useRealTimers();
    }
  });
});
