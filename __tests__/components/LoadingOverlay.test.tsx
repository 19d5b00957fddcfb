import { act, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { onRouteUpdate, onRouteUpdateDelayed } from "../../gatsby-browser";
import { LoadingOverlay } from "../../src/components/layout/LoadingOverlay";
import { withLogoAsImage, withSharedImages } from "../setup/logoAsImage";
import { locales, renderPage, withPageProviders } from "../setup/render";
import { hasRule } from "../setup/styles";

const pulses = (logo: Element) =>
  hasRule(logo, "animation", (value) => value.includes("logo-pulse"));

function showOverlay() {
  renderPage(<LoadingOverlay />);
  act(() => onRouteUpdateDelayed?.({} as never, {} as never));
  return screen.getByTestId("loading-overlay");
}

describe("LoadingOverlay", () => {
  afterEach(() => {
    act(() => onRouteUpdate?.({} as never, {} as never));
    withSharedImages();
  });

  it("is not shown on a normal page", () => {
    renderPage(<LoadingOverlay />);
    expect(screen.queryByTestId("loading-overlay")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("appears, announced, when Gatsby reports a slow navigation and goes when it lands", () => {
    renderPage(<LoadingOverlay />);
    act(() => onRouteUpdateDelayed?.({} as never, {} as never));
    expect(screen.getByTestId("loading-overlay")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(locales.en.site.loading);
    act(() => onRouteUpdate?.({} as never, {} as never));
    expect(screen.queryByTestId("loading-overlay")).not.toBeInTheDocument();
  });

  it("is never in the static HTML", () => {
    act(() => onRouteUpdateDelayed?.({} as never, {} as never));
    expect(renderToString(withPageProviders(<LoadingOverlay />).element)).not.toContain(
      locales.en.site.loading,
    );
    act(() => onRouteUpdate?.({} as never, {} as never));
  });

  it("pulses the logo while it waits", () => {
    const logo = showOverlay().querySelector("svg")!;
    expect(logo).not.toBeNull();
    expect(pulses(logo)).toBe(true);
  });

  it("pulses the logo when the logo is an <img>", () => {
    withLogoAsImage();
    const logo = showOverlay().querySelector("img")!;
    expect(logo).not.toBeNull();
    expect(pulses(logo)).toBe(true);
  });
});
