import { screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Logo } from "../../src/components/ui/Logo";
import { locales, renderPage } from "../setup/render";
import { hasRule } from "../setup/styles";

type SvgNode = { relativePath: string; fields: { inline: unknown } };
type QueryData = { allFile: { nodes: SvgNode[] } };

const sharedQuery = jest.mocked(useStaticQuery).getMockImplementation() as () => QueryData;

/** As if an editor's new logo were too large to draw inline (plugins/svg). */
function withLogoAsImage() {
  jest.mocked(useStaticQuery).mockImplementation(() => {
    const data = sharedQuery();
    const nodes = data.allFile.nodes.map((node) =>
      node.relativePath === "logo.svg"
        ? { ...node, fields: { ...node.fields, inline: null } }
        : node,
    );
    return { ...data, allFile: { nodes } };
  });
}

const keepsItsSize = (mark: Element) => hasRule(mark, "flex-shrink", (value) => value === "0");

describe("Logo", () => {
  afterEach(() => jest.mocked(useStaticQuery).mockImplementation(sharedQuery));

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
