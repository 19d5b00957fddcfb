import { screen } from "@testing-library/react";
import { Logo } from "../../src/components/ui/Logo";
import { locales, renderPage } from "../setup/render";
import { hasRule } from "../setup/styles";
import { withLogoAsImage, withSharedImages } from "../setup/logoAsImage";

const keepsItsSize = (mark: Element) => hasRule(mark, "flex-shrink", (value) => value === "0");

describe("Logo", () => {
  afterEach(withSharedImages);

  it("keeps the mark's size beside a long name, drawn inline", () => {
    renderPage(<Logo />);
    const link = screen.getByRole("link", { name: locales.en.site.logoLabel });
    const mark = link.querySelector("svg")!;
    expect(mark).not.toBeNull();
    expect(keepsItsSize(mark)).toBe(true);
  });

  it("keeps the mark's size when the logo is an <img>", () => {
    withLogoAsImage();
    renderPage(<Logo />);
    const link = screen.getByRole("link", { name: locales.en.site.logoLabel });
    const mark = link.querySelector("img")!;
    expect(mark).not.toBeNull();
    expect(keepsItsSize(mark)).toBe(true);
  });
});
