import { act, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { onRouteUpdate, onRouteUpdateDelayed } from "../../gatsby-browser";
import { LoadingOverlay } from "../../src/components/layout/LoadingOverlay";
import { locales, renderPage, withPageProviders } from "../setup/render";

describe("LoadingOverlay", () => {
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
});
