import { waitFor } from "@testing-library/react";
import { Layout } from "../../src/components/layout/Layout";
import { loadFirstAvailable } from "../../src/i18n/fallbackLoader";
import { renderPage } from "../setup/render";

jest.mock("../../src/i18n/fallbackLoader", () => ({
  loadFirstAvailable: jest.fn(() => Promise.resolve("en")),
}));

describe("translation fallback loader", () => {
  it("is not loaded on a normal page, whose strings are bundled", async () => {
    renderPage(<Layout>content</Layout>, { language: "es" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadFirstAvailable).not.toHaveBeenCalled();
  });

  it("asks for the page's language, then the default, when the page arrived without strings", async () => {
    const { i18n } = renderPage(<Layout>content</Layout>, { language: "es", withoutStrings: true });
    await waitFor(() => expect(loadFirstAvailable).toHaveBeenCalledWith(i18n, ["es", "en"]));
    await waitFor(() => expect(i18n.language).toBe("en"));
  });
});
