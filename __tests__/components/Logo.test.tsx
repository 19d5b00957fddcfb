import { act, cleanup, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { onRouteUpdate, onRouteUpdateDelayed } from "../../gatsby-browser";
import { LoadingOverlay } from "../../src/components/layout/LoadingOverlay";
import { Logo } from "../../src/components/ui/Logo";
import { locales, renderPage } from "../setup/render";
import { hasRule } from "../setup/styles";

type QueryData = { allFile: { nodes: { relativePath: string; fields: { inline: unknown } }[] } };
const sharedQuery = jest.mocked(useStaticQuery).getMockImplementation() as () => QueryData;

/** As if an editor's new logo were too large to draw inline (plugins/svg): an `<img>`. */
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
const logoLink = () => screen.getByRole("link", { name: locales.en.site.logoLabel });

describe("the logo, drawn inline or, when an editor's is too large, as an <img>", () => {
  afterEach(() => jest.mocked(useStaticQuery).mockImplementation(sharedQuery));

  it("keeps the mark's size beside a long name", () => {
    renderPage(<Logo />);
    expect(keepsItsSize(logoLink().querySelector("svg")!)).toBe(true);
    cleanup();
    withLogoAsImage();
    renderPage(<Logo />);
    expect(keepsItsSize(logoLink().querySelector("img")!)).toBe(true);
  });

  it("pulses in the loading overlay as an <img> too", () => {
    withLogoAsImage();
    renderPage(<LoadingOverlay />);
    act(() => onRouteUpdateDelayed?.({} as never, {} as never));
    const logo = screen.getByTestId("loading-overlay").querySelector("img")!;
    expect(hasRule(logo, "animation", (value) => value.includes("logo-pulse"))).toBe(true);
    act(() => onRouteUpdate?.({} as never, {} as never));
  });
});
