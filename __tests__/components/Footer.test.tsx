import { screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/layout/Footer";
import { siteFacts as site } from "../setup/siteFacts";
import { locales, renderPage } from "../setup/render";

const { footer } = locales.en;

describe("Footer", () => {
  beforeEach(() => {
    renderPage(<Footer />);
  });

  it("the copyright's year is the build's, not the browser's clock, which the HTML would contradict", () => {
    // The mocked build ran in 2031 (__tests__/__mocks__/gatsby.tsx); the browser says 2040.
    jest.useFakeTimers({ now: new Date("2040-01-01T00:00:00Z") });
    try {
      renderPage(<Footer />);
      const [, later] = screen.getAllByText(/©/);
      expect(later).toHaveTextContent("2031");
      expect(later).not.toHaveTextContent("2040");
    } finally {
      jest.useRealTimers();
    }
  });

  it("Contact Us: 'Tell us everything' links to the landing page, with the invitation text", () => {
    const column = screen.getByRole("region", { name: footer.contactUs.title });
    expect(within(column).getByRole("link", { name: footer.contactUs.cta })).toHaveAttribute(
      "href",
      "/",
    );
    expect(within(column).getByText(footer.contactUs.text)).toBeInTheDocument();
  });

  it("Let's Chat: the messaging app in a new tab and a mailto link", () => {
    const column = screen.getByRole("region", { name: footer.letsChat.title });
    const chat = within(column).getByRole("link", { name: footer.letsChat.messaging });
    expect(chat).toHaveAttribute("href", site.messaging.url);
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(column).getByRole("link", { name: footer.letsChat.email })).toHaveAttribute(
      "href",
      `mailto:${site.emails.general}`,
    );
  });

  it("Quick Links: Privacy Policy and Application Security both lead to the privacy page", () => {
    const column = screen.getByRole("region", { name: footer.quickLinks.title });
    expect(within(column).getByRole("link", { name: footer.quickLinks.privacy })).toHaveAttribute(
      "href",
      "/privacy-policy/",
    );
    expect(within(column).getByRole("link", { name: footer.quickLinks.security })).toHaveAttribute(
      "href",
      "/privacy-policy/#security",
    );
  });

  it("shows both offices, a tel: link and both e-mail addresses", () => {
    for (const office of site.offices) {
      expect(screen.getByText(new RegExp(office.streetAddress))).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    for (const email of Object.values(site.emails)) {
      expect(screen.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    }
  });

  it("links every social network in a new tab without an opener or referrer", () => {
    for (const { network, url } of site.social) {
      const link = screen.getByRole("link", { name: footer.social[network] });
      expect(link).toHaveAttribute("href", url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("has the logo (which reloads) and the language flags", () => {
    expect(screen.getByRole("link", { name: locales.en.site.logoLabel })).toBeInTheDocument();
    const column = screen.getByRole("region", { name: footer.language.title });
    expect(within(column).getAllByRole("link")).toHaveLength(2);
  });
});

describe("Footer in Spanish", () => {
  it("is Spanish, with Spanish links", () => {
    renderPage(<Footer />, { language: "es" });
    const column = screen.getByRole("region", { name: locales.es.footer.quickLinks.title });
    expect(
      within(column).getByRole("link", { name: locales.es.footer.quickLinks.privacy }),
    ).toHaveAttribute("href", "/es/privacy-policy/");
    expect(screen.getByRole("link", { name: locales.es.footer.contactUs.cta })).toHaveAttribute(
      "href",
      "/es/",
    );
  });
});
