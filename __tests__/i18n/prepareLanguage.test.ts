import { prefetchPathname } from "gatsby";
import i18next from "i18next";
import es from "../../locales/es/translations.json";
import { pageI18n } from "../../src/i18n/pageI18n";
import { prefetchLanguage, prepareLanguage } from "../../src/i18n/prepareLanguage";

const spanishPage = {
  data: {
    locales: {
      edges: [{ node: { ns: "translations", language: "es", data: JSON.stringify(es) } }],
    },
  },
  pageContext: {
    i18n: {
      language: "es",
      languages: ["en", "es"],
      defaultLanguage: "en",
      routed: true,
      originalPath: "/",
      path: "/es/",
      generateDefaultLanguagePage: false,
    },
  },
};

describe("prepareLanguage (Gatsby's onPostPrefetchPathname)", () => {
  const loadPage = jest.fn(() => Promise.resolve({ json: spanishPage }));
  beforeEach(() => {
    loadPage.mockClear();
    Object.assign(window, { ___loader: { loadPage } });
  });
  afterEach(() => Reflect.deleteProperty(window, "___loader"));

  it("loads only the pages the language switcher asked for, once each", async () => {
    prepareLanguage("/privacy-policy/");
    expect(loadPage).not.toHaveBeenCalled();
    prefetchLanguage("/es/");
    expect(prefetchPathname).toHaveBeenCalledWith("/es/");
    prepareLanguage("/es/");
    prepareLanguage("/es/");
    expect(loadPage.mock.calls).toEqual([["/es/"]]);
    const made = jest.spyOn(i18next, "createInstance");
    await loadPage.mock.results[0]?.value;
    expect(made).toHaveBeenCalledTimes(1);
    // The switch to /es/ renders with the instance made here: it makes none of its own.
    expect(pageI18n(spanishPage, ["en", "es"]).i18n.language).toBe("es");
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("leaves the tap to load the page when the loader fails", async () => {
    loadPage.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    prefetchLanguage("/es/privacy-policy/");
    expect(() => prepareLanguage("/es/privacy-policy/")).not.toThrow();
    await expect(loadPage.mock.results[0]?.value).rejects.toThrow("offline");
  });
});
