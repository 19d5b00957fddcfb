import { act, fireEvent, screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { Header } from "../../src/components/layout/Header";
import { SECTION_SCROLL_DELAY_MS, sectionIds } from "../../src/config/navigation";
import { locales, renderPage } from "../setup/render";

function addSections() {
  for (const id of sectionIds) {
    const section = document.createElement("section");
    section.id = id;
    section.tabIndex = -1;
    document.body.appendChild(section);
  }
}

afterEach(() => {
  document.querySelectorAll("section").forEach((section) => section.remove());
  jest.useRealTimers();
});

describe("Header", () => {
  it("shows the menu items in the landing page's order, as links to its sections", () => {
    renderPage(<Header />);
    const nav = screen.getByRole("navigation", { name: locales.en.nav.label });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(
      sectionIds.map((id) => locales.en.nav[id]),
    );
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      sectionIds.map((id) => `/#${id}`),
    );
  });

  it("on the landing page, an item scrolls to its section at once and focuses it", () => {
    addSections();
    renderPage(<Header />);
    const nav = screen.getByRole("navigation", { name: locales.en.nav.label });
    fireEvent.click(within(nav).getByRole("link", { name: locales.en.nav.team }));
    const team = document.getElementById("team") as HTMLElement;
    expect(team.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(team);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("from the privacy page, goes to the landing page and scrolls ~100 ms later", () => {
    jest.useFakeTimers();
    renderPage(<Header />, { originalPath: "/privacy-policy/" });
    const nav = screen.getByRole("navigation", { name: locales.en.nav.label });
    fireEvent.click(within(nav).getByRole("link", { name: locales.en.nav.technology }));
    expect(navigate).toHaveBeenCalledWith("/");
    // Gatsby renders the landing page: its URL and sections appear.
    window.history.replaceState(null, "", "/");
    addSections();
    const technology = document.getElementById("technology") as HTMLElement;
    act(() => jest.advanceTimersByTime(SECTION_SCROLL_DELAY_MS - 1));
    expect(technology.scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(technology.scrollIntoView).toHaveBeenCalled();
  });

  it("keeps the visitor's language: the Spanish privacy page goes to /es/", () => {
    jest.useFakeTimers();
    renderPage(<Header />, { language: "es", originalPath: "/privacy-policy/" });
    const nav = screen.getByRole("navigation", { name: locales.es.nav.label });
    fireEvent.click(within(nav).getByRole("link", { name: locales.es.nav.contact }));
    expect(navigate).toHaveBeenCalledWith("/es/");
  });

  it("jumps instead of smooth-scrolling when the visitor prefers reduced motion", () => {
    addSections();
    (window.matchMedia as jest.Mock).mockImplementation((query: string) => ({
      matches: query.includes("reduce"),
    }));
    renderPage(<Header />);
    const nav = screen.getByRole("navigation", { name: locales.en.nav.label });
    fireEvent.click(within(nav).getByRole("link", { name: locales.en.nav.product }));
    expect(document.getElementById("product")?.scrollIntoView).toHaveBeenCalledWith({
      behavior: "auto",
      block: "start",
    });
  });

  it("the logo returns to the top, then reloads once the scroll is recorded", () => {
    const reload = jest.fn();
    const original = window.location;
    Object.defineProperty(window, "location", {
      configurable: true,
      value: { ...original, reload },
    });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 1500 });
    renderPage(<Header />);
    fireEvent.click(screen.getByRole("link", { name: locales.en.site.logoLabel }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
    // Gatsby records the position in the frame after the scroll event; the reload waits for both.
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, "requestAnimationFrame")
      .mockImplementation((callback) => frames.push(callback));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.scroll(window);
    expect(reload).not.toHaveBeenCalled();
    frames.forEach((callback) => callback(0));
    expect(reload).toHaveBeenCalledTimes(1);
    raf.mockRestore();
    // Already at the top: the reload is immediate.
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
    fireEvent.click(screen.getByRole("link", { name: locales.en.site.logoLabel }));
    expect(reload).toHaveBeenCalledTimes(2);
    Object.defineProperty(window, "location", { configurable: true, value: original });
  });

  it("hides the theme toggle by default", () => {
    renderPage(<Header />);
    expect(screen.queryByRole("button", { name: locales.en.theme.toDark })).not.toBeInTheDocument();
  });
});
