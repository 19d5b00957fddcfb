import { pageI18n } from "../../src/i18n/pageI18n";
import { locales, pageProps } from "../setup/render";

const { en, es } = locales;
const languages = ["en", "es"];

const page = (language: "en" | "es", strings?: object) => pageProps(language, "/", strings);

describe("pageI18n", () => {
  it("translates the page in its language, with the plugin's namespace and fallback", () => {
    const { i18n, context } = pageI18n(page("es"), languages);
    expect(i18n.language).toBe("es");
    expect(i18n.t("nav.contact")).toBe(es.nav.contact);
    expect(i18n.options.fallbackLng).toEqual(["en"]);
    expect(context).toMatchObject({ language: "es", defaultLanguage: "en", originalPath: "/" });
  });

  it("keeps one instance per language, whichever page of it renders", () => {
    const first = pageI18n(page("en"), languages).i18n;
    expect(pageI18n(page("en"), languages).i18n).toBe(first);
    expect(pageI18n(page("es"), languages).i18n).not.toBe(first);
  });

  it("gives a page the same context value every time it renders (no re-render for it)", () => {
    const rendered = page("en");
    expect(pageI18n(rendered, languages).context).toBe(pageI18n(rendered, languages).context);
  });

  it("makes the instance anew when the language's strings change (a file edited in preview)", () => {
    const before = pageI18n(page("en"), languages).i18n;
    const edited = { ...en, nav: { ...en.nav, contact: "Get in touch" } };
    const after = pageI18n(page("en", edited), languages).i18n;
    expect(after).not.toBe(before);
    expect(after.t("nav.contact")).toBe("Get in touch");
  });

  it("keeps the instance for a page that arrived without strings (the fallback loader fills it)", () => {
    const known = pageI18n(page("es"), languages).i18n;
    const withoutStrings = { ...page("es"), data: { locales: { edges: [] } } };
    expect(pageI18n(withoutStrings, languages).i18n).toBe(known);
  });
});
