import { screen } from "@testing-library/react";
import { readableName, SvgImage } from "../../src/components/ui/SvgImage";
import { locales, renderPage } from "../setup/render";

describe("SvgImage", () => {
  it("is named by the translation where the locale has one, or else by its file name", () => {
    expect(readableName("icons/whatsapp-chat")).toBe("Whatsapp chat");
    expect(readableName("team_photo")).toBe("Team photo");
    renderPage(
      <>
        <SvgImage name="illustrations/team" />
        <SvgImage name="icons/location" />
        <SvgImage name="illustrations/hero" decorative />
      </>,
      { language: "es" },
    );
    expect(screen.getAllByRole("img")).toEqual([
      screen.getByRole("img", { name: locales.es.images.team }),
      screen.getByRole("img", { name: "Location" }),
    ]);
    // A decorative one is skipped by screen readers.
    expect(screen.getByRole("presentation")).toHaveAttribute("alt", "");
  });

  it("draws a small file inline, named or hidden from screen readers like an image", () => {
    const { container } = renderPage(
      <>
        <SvgImage name="icons/location" width={28} height={28} />
        <SvgImage name="logo" decorative width={44} height={44} />
      </>,
    );
    expect(container.querySelector("img")).toBeNull();
    const named = screen.getByRole("img", { name: "Location" });
    expect(named.tagName).toBe("svg");
    expect(named).toHaveAttribute("viewBox", "0 0 24 24");
    expect(named).toHaveAttribute("width", "28");
    const logo = container.querySelector("svg[aria-hidden='true']");
    expect(logo).toHaveAttribute("width", "44");
    expect(logo?.querySelector("circle")).not.toBeNull();
  });

  it("gives each inline copy its own ids, so two logos on a page never share one", () => {
    const { container } = renderPage(
      <>
        <SvgImage name="logo" decorative />
        <SvgImage name="logo" decorative />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const [index, logo] of [...container.querySelectorAll("svg")].entries()) {
      expect(logo.querySelector("[clip-path]")).toHaveAttribute("clip-path", `url(#${ids[index]})`);
    }
  });

  it("is sized from the SVG itself, so nothing shifts as it loads", () => {
    renderPage(<SvgImage name="illustrations/hero" width={240} />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("width", "240");
    expect(image).toHaveAttribute("height", "180");
  });

  it("fails loudly for an image that does not exist", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderPage(<SvgImage name="missing" />)).toThrow('No SVG named "missing"');
  });
});
