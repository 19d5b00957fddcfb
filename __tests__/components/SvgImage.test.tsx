import { screen } from "@testing-library/react";
import { readableName, SvgImage } from "../../src/components/ui/SvgImage";
import { locales, renderPage } from "../setup/render";

describe("SvgImage", () => {
  it("turns a file name into readable alt text", () => {
    expect(readableName("icons/whatsapp-chat")).toBe("Whatsapp chat");
    expect(readableName("team_photo")).toBe("Team photo");
  });

  it("uses the translated alt text where the locale has one", () => {
    renderPage(<SvgImage name="illustrations/team" />, { language: "es" });
    expect(screen.getByRole("img")).toHaveAttribute("alt", locales.es.images.team);
  });

  it("falls back to the readable file name when no translation exists", () => {
    renderPage(<SvgImage name="icons/location" />);
    expect(screen.getByRole("img")).toHaveAttribute("alt", "Location");
  });

  it("marks decorative images so screen readers skip them", () => {
    renderPage(<SvgImage name="logo" decorative />);
    expect(screen.getByRole("presentation")).toHaveAttribute("alt", "");
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
