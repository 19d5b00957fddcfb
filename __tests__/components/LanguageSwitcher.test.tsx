import { fireEvent, screen } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import { act } from "react";
import { LanguageSwitcher } from "../../src/components/ui/LanguageSwitcher";
import { blockStorage, locales, renderPage } from "../setup/render";

const switchTo = (language: string) =>
  locales.en.footer.language.switchTo.replace("{{language}}", language);

describe("LanguageSwitcher", () => {
  it("offers one flag per language, named for screen readers, linking to the same page", () => {
    renderPage(<LanguageSwitcher />, { originalPath: "/privacy-policy/" });
    const english = screen.getByRole("link", { name: switchTo(locales.en.lang.name) });
    const spanish = screen.getByRole("link", { name: switchTo(locales.es.lang.name) });
    expect(english).toHaveAttribute("href", "/privacy-policy/");
    expect(english).toHaveAttribute("aria-current", "true");
    expect(spanish).toHaveAttribute("href", "/es/privacy-policy/");
    expect(spanish).toHaveAttribute("hreflang", "es");
  });

  it("a flag click caches i18nextLng and shows the same page in that language at once", () => {
    renderPage(<LanguageSwitcher />, { originalPath: "/privacy-policy/" });
    window.history.replaceState(null, "", "/privacy-policy/#security");
    fireEvent.click(screen.getByRole("link", { name: switchTo(locales.es.lang.name) }));
    expect(window.localStorage.getItem("i18nextLng")).toBe("es");
    expect(navigate).toHaveBeenCalledWith("/es/privacy-policy/#security", {
      state: { languageSwitch: true },
    });
  });

  it("from Spanish back to English drops the prefix", () => {
    renderPage(<LanguageSwitcher />, { language: "es" });
    const label = locales.es.footer.language.switchTo.replace("{{language}}", locales.en.lang.name);
    fireEvent.click(screen.getByRole("link", { name: label }));
    expect(window.localStorage.getItem("i18nextLng")).toBe("en");
    expect(navigate).toHaveBeenCalledWith("/", expect.anything());
  });

  it("still switches when storage is blocked", () => {
    const restore = blockStorage();
    renderPage(<LanguageSwitcher />);
    expect(() =>
      fireEvent.click(screen.getByRole("link", { name: switchTo(locales.es.lang.name) })),
    ).not.toThrow();
    restore();
    expect(navigate).toHaveBeenCalledWith("/es/", expect.anything());
  });

  it("fetches the other language's page data once the flags are on screen, not before", () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    class FakeObserver {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    try {
      renderPage(<LanguageSwitcher />, { originalPath: "/privacy-policy/" });
      expect(prefetchPathname).not.toHaveBeenCalled();
      const [observer] = observers;
      if (!observer) throw new Error("the flags are not observed");
      const { callback, targets } = observer;
      expect(targets[0]).toContainElement(
        screen.getByRole("link", { name: switchTo(locales.es.lang.name) }),
      );
      const entry = (isIntersecting: boolean) =>
        [{ isIntersecting, target: targets[0] }] as unknown as IntersectionObserverEntry[];
      act(() => callback(entry(false), {} as IntersectionObserver));
      expect(prefetchPathname).not.toHaveBeenCalled();
      act(() => callback(entry(true), {} as IntersectionObserver));
      expect(jest.mocked(prefetchPathname).mock.calls).toEqual([["/es/privacy-policy/"]]);
    } finally {
      Reflect.deleteProperty(window, "IntersectionObserver");
    }
  });
});
