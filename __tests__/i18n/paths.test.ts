import { shouldUpdateScroll } from "../../gatsby-browser";
import { isLanguageSwitch, languageSwitchUrl } from "../../src/i18n/languageNavigation";
import { headTranslator } from "../../src/i18n/pageData";
import { languageOfPath, localizePath, pathWithoutLanguage } from "../../src/i18n/paths";
import { locales } from "../setup/render";

const codes = ["en", "es"];

describe("language paths", () => {
  it("keeps the default language unprefixed and prefixes the others", () => {
    expect(localizePath("/privacy-policy/", "en", "en")).toBe("/privacy-policy/");
    expect(localizePath("/privacy-policy/", "es", "en")).toBe("/es/privacy-policy/");
  });

  it("reads a page's language and original path from its URL", () => {
    expect(languageOfPath("/es/privacy-policy/", codes, "en")).toBe("es");
    expect(languageOfPath("/essay/", codes, "en")).toBe("en");
    expect(pathWithoutLanguage("/es/privacy-policy/", codes, "en")).toBe("/privacy-policy/");
    expect(pathWithoutLanguage("/es/", codes, "en")).toBe("/");
    expect(pathWithoutLanguage("/team/", codes, "en")).toBe("/team/");
  });

  it("a language switch keeps the page, query and hash but drops lng", () => {
    const location = { pathname: "/es/privacy-policy/", search: "?lng=es&a=1", hash: "#rights" };
    expect(languageSwitchUrl(location, "en", codes, "en")).toBe("/privacy-policy/?a=1#rights");
  });

  it("leaves the scroll to the browser after a language switch, and only then", () => {
    expect(isLanguageSwitch({ languageSwitch: true })).toBe(true);
    expect(isLanguageSwitch({ languageSwitch: "yes" })).toBe(false);
    expect(isLanguageSwitch(null)).toBe(false);
    const routerProps = (state: unknown) => ({ routerProps: { location: { state } } }) as never;
    expect(shouldUpdateScroll?.(routerProps({ languageSwitch: true }), {} as never)).toBe(false);
    expect(shouldUpdateScroll?.(routerProps({ key: "1" }), {} as never)).toBe(true);
    expect(shouldUpdateScroll?.(routerProps(undefined), {} as never)).toBe(true);
  });
});

describe("Head translations", () => {
  const data = {
    locales: {
      edges: [{ node: { ns: "translations", language: "es", data: JSON.stringify(locales.es) } }],
    },
  };

  it("reads the page's own locale data, with placeholders", () => {
    const t = headTranslator(data, "es");
    expect(t("meta.home.title")).toBe(locales.es.meta.home.title);
    expect(t("footer.copyright", { year: "2026", name: "X" })).toContain("2026");
  });

  it("fails the build instead of shipping a raw key", () => {
    // A key the default language lacks is a type error first (this line proves it) …
    // @ts-expect-error -- "meta.nope.title" is not a key of locales/en/translations.json
    expect(() => headTranslator(data, "es")("meta.nope.title")).toThrow(
      'Missing translation "meta.nope.title"',
    );
    expect(() => headTranslator(data, "fr")).toThrow('No locale data for "fr"');
  });

  it("shows the raw key while previewing, where the locale check's overlay names the problem", () => {
    const preview = globalThis as unknown as { __LOCALE_PREVIEW__: boolean };
    preview.__LOCALE_PREVIEW__ = true;
    try {
      // @ts-expect-error -- not a key of the default language
      expect(headTranslator(data, "es")("meta.nope.title")).toBe("meta.nope.title");
      expect(headTranslator(data, "fr")("meta.home.title")).toBe("meta.home.title");
    } finally {
      preview.__LOCALE_PREVIEW__ = false;
    }
  });
});
