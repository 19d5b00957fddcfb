import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { PRE_PAINT_SCRIPT } from "../../src/app/prePaintConfig";
import { blockStorage } from "../setup/render";

type Visit = {
  url: string;
  cookie?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  languages?: string[];
  prefersDark?: boolean;
};

/** Runs the exact inline script the pages ship, against a visit described like a browser's. */
function visit({
  url,
  cookie,
  local = {},
  session = {},
  languages = ["en-US"],
  prefersDark = false,
}: Visit) {
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
    matchMedia: (query: string) => ({ matches: prefersDark && query.includes("dark") }),
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
  it.each([
    ["query ?lng", { url: "/?lng=es" }],
    ["cookie i18next", { url: "/", cookie: "i18next=es" }],
    ["localStorage i18nextLng", { url: "/", local: { i18nextLng: "es" } }],
    ["sessionStorage i18nextLng", { url: "/", session: { i18nextLng: "es" } }],
    ["browser language", { url: "/", languages: ["es-MX", "en"] }],
  ])("%s alone sends the visitor to the Spanish page before paint", (_source, setup) => {
    expect(visit(setup).redirectedTo).toBe("/es/");
    expect(document.documentElement.style.visibility).toBe("hidden");
  });

  it("follows the detector's order: query beats cookie beats storage beats browser", () => {
    expect(
      visit({ url: "/?lng=en", cookie: "i18next=es", local: { i18nextLng: "es" } }).redirectedTo,
    ).toBeUndefined();
    expect(
      visit({ url: "/", cookie: "i18next=en", local: { i18nextLng: "es" } }).redirectedTo,
    ).toBeUndefined();
    expect(
      visit({ url: "/", local: { i18nextLng: "en" }, languages: ["es"] }).redirectedTo,
    ).toBeUndefined();
  });

  it("keeps the page, the hash and other query parameters, and drops lng", () => {
    expect(visit({ url: "/privacy-policy/?lng=es&ref=x#security" }).redirectedTo).toBe(
      "/es/privacy-policy/?ref=x#security",
    );
  });

  it("caches the resolved language in localStorage i18nextLng", () => {
    visit({ url: "/", languages: ["es"] });
    expect(window.localStorage.getItem("i18nextLng")).toBe("es");
  });

  it.each(["<script>alert(1)</script>", "fr", "", "e".repeat(100), "%E0%A4%A"])(
    "ignores the unsupported or hostile value %j",
    (value) => {
      expect(visit({ url: `/?lng=${encodeURIComponent(value)}` }).redirectedTo).toBeUndefined();
      expect(window.localStorage.getItem("i18nextLng")).toBe("en");
    },
  );

  it("matches i18next-browser-languagedetector on the same inputs", async () => {
    const cases: Visit[] = [
      { url: "/?lng=es", local: { i18nextLng: "en" } },
      { url: "/?lng=de", cookie: "i18next=es" },
      { url: "/", session: { i18nextLng: "es-ES" }, languages: ["en"] },
      { url: "/", languages: ["de-DE", "es-419", "en"] },
      { url: "/", local: { i18nextLng: "xx" }, languages: ["en-GB"] },
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

describe("pre-paint language on a prefixed page", () => {
  it("the prefix is explicit: it wins over storage and the browser", () => {
    expect(
      visit({ url: "/es/", local: { i18nextLng: "en" }, cookie: "i18next=en", languages: ["en"] })
        .redirectedTo,
    ).toBeUndefined();
    expect(window.localStorage.getItem("i18nextLng")).toBe("es");
  });

  it("except over an explicit ?lng=", () => {
    expect(visit({ url: "/es/privacy-policy/?lng=en" }).redirectedTo).toBe("/privacy-policy/");
  });
});

describe("pre-paint theme", () => {
  it.each([
    ["dark", false, true],
    ["light", true, false],
  ])("a stored %s theme wins over the system preference", (stored, prefersDark, isDark) => {
    visit({ url: "/", local: { theme: stored }, prefersDark });
    expect(document.body.classList.contains("dark")).toBe(isDark);
    expect(window.localStorage.getItem("theme")).toBe(stored);
  });

  it("with nothing stored, follows prefers-color-scheme and stores nothing", () => {
    visit({ url: "/", prefersDark: true });
    expect(document.body).toHaveClass("dark");
    expect(window.localStorage.getItem("theme")).toBeNull();
  });

  it("forgets a corrupt stored value and follows the system", () => {
    visit({ url: "/", local: { theme: '{"oops' }, prefersDark: false });
    expect(document.body).not.toHaveClass("dark");
    expect(window.localStorage.getItem("theme")).toBeNull();
  });

  it("survives storage that throws: no error, system theme, language still detected", () => {
    const restore = blockStorage();
    let result: ReturnType<typeof visit> | undefined;
    expect(() => {
      result = visit({ url: "/", prefersDark: true, languages: ["es"] });
    }).not.toThrow();
    restore();
    expect(document.body).toHaveClass("dark");
    expect(result?.redirectedTo).toBe("/es/");
  });
});
