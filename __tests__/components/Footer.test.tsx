import { screen } from "@testing-library/react";
import { Footer } from "../../src/components/layout/Footer";
import { FooterColumn } from "../../src/components/ui/FooterColumn";
import { renderPage } from "../setup/render";

describe("Footer", () => {
  it("the copyright's year is the build's, not the browser's clock, which the HTML would contradict", () => {
    // The mocked build ran in 2031 (__tests__/__mocks__/gatsby.tsx); the browser says 2040.
    jest.useFakeTimers({ now: new Date("2040-01-01T00:00:00Z") });
    try {
      renderPage(<Footer />);
      const copyright = screen.getByText(/©/);
      expect(copyright).toHaveTextContent("2031");
      expect(copyright).not.toHaveTextContent("2040");
    } finally {
      jest.useRealTimers();
    }
  });

  it("names each column by its own title, whatever its script", () => {
    renderPage(
      <>
        <FooterColumn title="संपर्क">contact</FooterColumn>
        <FooterColumn title="भाषा">language</FooterColumn>
      </>,
    );
    expect(screen.getByRole("region", { name: "संपर्क" })).toHaveTextContent("contact");
    expect(screen.getByRole("region", { name: "भाषा" })).toHaveTextContent("language");
  });
});
