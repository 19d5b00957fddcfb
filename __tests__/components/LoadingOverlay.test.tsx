import { act, screen } from "@testing-library/react";
import { onRouteUpdate, onRouteUpdateDelayed } from "../../gatsby-browser";
import { LoadingOverlay } from "../../src/components/layout/LoadingOverlay";
import { withLogoAsImage, withSharedImages } from "../setup/logoAsImage";
import { renderPage } from "../setup/render";
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

  it("pulses the logo when the logo is an <img>", () => {
    withLogoAsImage();
    const logo = showOverlay().querySelector("img")!;
    expect(logo).not.toBeNull();
    expect(pulses(logo)).toBe(true);
  });
});
