import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { PRE_PAINT_SCRIPT } from "../../src/app/prePaintConfig";

type Visit = {
  url: string;
  cookie?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  languages?: string[];
};

/** Runs the exact inline script the pages ship, against a visit described like a browser's. */
function visit({ url, cookie, local = {}, session = {}, languages = ["en-US"] }: Visit) {
  const parsed = new URL(url, "http://localhost");
  window.history.replaceState(null, "", parsed.pathname + parsed.search + parsed.hash);
  document.cookie.split(";").forEach((part) => {
    document.cookie = `${part.split("=")[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
  if (cookie) document.cookie = cookie;
  Object.entries(local).forEach(([key, value]) => window.localStorage.setItem(key, value));
  Object.entries(session).forEach(([key, value]) => window.sessionStorage.setItem(key, value));
  jest.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);
  jest.spyOn(window.navigator, "language", "get").mockReturnValue(languages[0] ?? "");
  document.documentElement.lang = parsed.pathname.startsWith("/es/") ? "es" : "en";
  const replace = jest.fn();
  const fakeWindow = {
    document,
    navigator: window.navigator,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, replace },
    matchMedia: () => ({ matches: false }),
    setTimeout: jest.fn(),
  };
  new Function("window", PRE_PAINT_SCRIPT)(fakeWindow);
  return { redirectedTo: replace.mock.calls[0]?.[0] as string | undefined };
}

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.style.visibility = "";
});

describe("pre-paint language detection on an unprefixed page", () => {
  it("matches i18next-browser-languagedetector on the same inputs", async () => {
    const cases: Visit[] = [
      { url: "/?lng=es", local: { i18nextLng: "en" } },
      { url: "/?lng=de", cookie: "i18next=es" },
      { url: "/", session: { i18nextLng: "es-ES" }, languages: ["en"] },
      { url: "/", languages: ["de-DE", "es-419", "en"] },
      { url: "/", local: { i18nextLng: "xx" }, languages: ["en-GB"] },
      { url: "/", cookie: "i18next=en", local: { i18nextLng: "es" } },
      { url: "/", local: { i18nextLng: "en" }, session: { i18nextLng: "es" } },
      { url: "/", cookie: "i18next=es", languages: ["en-US"] },
    ];
    for (const setup of cases) {
      const ours = visit(setup).redirectedTo ? "es" : "en";
      const detector = i18next.createInstance().use(LanguageDetector);
      await detector.init({
        supportedLngs: ["en", "es"],
        resources: { en: { translation: { ok: "ok" } }, es: { translation: { ok: "ok" } } },
        fallbackLng: "en",
        nonExplicitSupportedLngs: true,
        detection: {
          order: [
            "querystring",
            "cookie",
            "localStorage",
            "sessionStorage",
            "navigator",
            "htmlTag",
          ],
          caches: [],
        },
      });
      expect([setup, ours]).toEqual([setup, detector.resolvedLanguage]);
      window.localStorage.clear();
      window.sessionStorage.clear();
    }
  });
});

describe("pre-paint language decisions of ours", () => {
  const es = "/es/privacy-policy/";
  it.each<[string, Visit, string | undefined, string]>([
    [
      "a prefix wins over what is stored",
      { url: es, cookie: "i18next=en", local: { i18nextLng: "en" } },
      undefined,
      "es",
    ],
    [
      "only an explicit ?lng= overrides a prefix",
      { url: `${es}?lng=en` },
      "/privacy-policy/",
      "en",
    ],
    [
      "other parameters and the hash survive, lng goes",
      { url: "/?lng=es&utm=a#team" },
      "/es/?utm=a#team",
      "es",
    ],
    ["an unknown language is ignored", { url: "/?lng=fr", languages: ["fr-FR"] }, undefined, "en"],
    ["a supported prefix with garbage is ignored", { url: "/?lng=esx%3Cimg%3E" }, undefined, "en"],
    [
      "10 kB in storage is ignored",
      { url: "/", local: { i18nextLng: "es".repeat(5000) } },
      undefined,
      "en",
    ],
    [
      "a script in storage is ignored",
      { url: "/", session: { i18nextLng: "javascript:alert(1)" } },
      undefined,
      "en",
    ],
  ])("%s", (_, setup, redirect, cached) => {
    expect(visit(setup).redirectedTo).toBe(redirect);
    expect(window.localStorage.getItem("i18nextLng")).toBe(cached);
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
});
