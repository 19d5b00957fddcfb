import { prefetchPathname } from "gatsby";
import i18next from "i18next";
import { pageI18n } from "../../src/i18n/pageI18n";
import { prepareLanguage } from "../../src/i18n/prepareLanguage";
import { pageProps } from "../setup/render";

const spanishPage = pageProps("es");

describe("prepareLanguage (the flags came on screen)", () => {
  const loadPage = jest.fn(() => Promise.resolve({ json: spanishPage }));
  const idle: (() => void)[] = [];
  const runIdle = () => idle.splice(0).forEach((callback) => callback());
  const setConnection = (connection: object | undefined) =>
    Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
  beforeEach(() => {
    loadPage.mockClear();
    jest.mocked(prefetchPathname).mockClear();
    Object.assign(window, {
      ___loader: { loadPage },
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, "___loader");
    Reflect.deleteProperty(window, "requestIdleCallback");
    setConnection(undefined);
    idle.length = 0;
  });

  it("loads the page in idle time, at once and once, and makes its instance there", async () => {
    prepareLanguage("/es/");
    prepareLanguage("/es/");
    expect(loadPage).not.toHaveBeenCalled();
    runIdle();
    expect(loadPage.mock.calls).toEqual([["/es/"]]);
    const made = jest.spyOn(i18next, "createInstance");
    await loadPage.mock.results[0]?.value;
    expect(made).toHaveBeenCalledTimes(1);
    // The switch to /es/ renders with the instance made here: it makes none of its own.
    expect(pageI18n(spanishPage, ["en", "es"]).i18n.language).toBe("es");
    expect(made).toHaveBeenCalledTimes(1);
    expect(prefetchPathname).not.toHaveBeenCalled();
  });

  it.each([
    ["with Save-Data", "/es/save-data/", { saveData: true }],
    ["on 2G", "/es/2g/", { effectiveType: "slow-2g" }],
  ])("fetches nothing %s", (_, path, connection) => {
    setConnection(connection);
    prepareLanguage(path);
    runIdle();
    expect(loadPage).not.toHaveBeenCalled();
    expect(prefetchPathname).not.toHaveBeenCalled();
  });

  it("fetches nothing for a crawler", () => {
    const agent = jest.spyOn(navigator, "userAgent", "get").mockReturnValue("Googlebot/2.1");
    prepareLanguage("/es/crawler/");
    runIdle();
    agent.mockRestore();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("leaves the page data to Gatsby's prefetch when its loader is not there", () => {
    Reflect.deleteProperty(window, "___loader");
    prepareLanguage("/es/no-loader/");
    expect(jest.mocked(prefetchPathname).mock.calls).toEqual([["/es/no-loader/"]]);
  });

  it("leaves the tap to load the page when the loader fails", async () => {
    loadPage.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    prepareLanguage("/es/privacy-policy/");
    expect(runIdle).not.toThrow();
    await expect(loadPage.mock.results[0]?.value).rejects.toThrow("offline");
  });
});
