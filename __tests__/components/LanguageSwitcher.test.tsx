import { fireEvent, screen, waitFor } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import { act } from "react";
import { LanguageSwitcher } from "../../src/components/ui/LanguageSwitcher";
import { colors } from "../../src/theme/tokens";
import { blockStorage, locales, renderPage } from "../setup/render";
import { hasRule } from "../setup/styles";

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

  it("a flag click caches i18nextLng and shows the same page in that language", async () => {
    renderPage(<LanguageSwitcher />, { originalPath: "/privacy-policy/" });
    window.history.replaceState(null, "", "/privacy-policy/#security");
    fireEvent.click(screen.getByRole("link", { name: switchTo(locales.es.lang.name) }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/es/privacy-policy/#security", {
        state: { languageSwitch: true },
      }),
    );
    expect(window.localStorage.getItem("i18nextLng")).toBe("es");
  });

  it("marks the tapped flag in the tap's frame, and changes the page after that frame", async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, "requestAnimationFrame")
      .mockImplementation((callback) => frames.push(callback));
    try {
      renderPage(<LanguageSwitcher />);
      const english = screen.getByRole("link", { name: switchTo(locales.en.lang.name) });
      const spanish = screen.getByRole("link", { name: switchTo(locales.es.lang.name) });
      const marked = (link: HTMLElement) =>
        hasRule(link, "border", (border) => border.includes(colors.footerLink));
      expect([marked(english), marked(spanish)]).toEqual([true, false]);
      fireEvent.click(spanish);
      expect([marked(english), marked(spanish)]).toEqual([false, true]);
      expect(spanish).not.toHaveAttribute("aria-current");
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(navigate).not.toHaveBeenCalled();
      frames.splice(0).forEach((callback) => callback(performance.now()));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith("/es/", expect.anything()));
    } finally {
      raf.mockRestore();
    }
  });

  it("from Spanish back to English drops the prefix", async () => {
    renderPage(<LanguageSwitcher />, { language: "es" });
    const label = locales.es.footer.language.switchTo.replace("{{language}}", locales.en.lang.name);
    fireEvent.click(screen.getByRole("link", { name: label }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/", expect.anything()));
    expect(window.localStorage.getItem("i18nextLng")).toBe("en");
  });

  it("still switches when storage is blocked", async () => {
    const restore = blockStorage();
    renderPage(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole("link", { name: switchTo(locales.es.lang.name) }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/es/", expect.anything()));
    restore();
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
