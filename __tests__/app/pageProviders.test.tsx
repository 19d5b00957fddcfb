import { useLayoutEffect } from "react";
import { render, screen } from "@testing-library/react";
import { withPageProviders } from "../../src/app/pageProviders";
import { locales, pageProps } from "../setup/render";

const { en, es } = locales;

/** As Gatsby renders a page: the page element is keyed by its path. */
const pageElement = (path: string) => <p key={path}>{path}</p>;

describe("withPageProviders (Gatsby's wrapPageElement)", () => {
  it("keeps the header and footer mounted from page to page; only the page is new", () => {
    const { rerender } = render(
      withPageProviders({ element: pageElement("/"), props: pageProps("en", "/") }),
    );
    const header = screen.getByRole("banner");
    const footer = screen.getByRole("contentinfo");
    const firstPage = screen.getByText("/");
    rerender(
      withPageProviders({
        element: pageElement("/privacy-policy/"),
        props: pageProps("en", "/privacy-policy/"),
      }),
    );
    expect(screen.getByRole("banner")).toBe(header);
    expect(screen.getByRole("contentinfo")).toBe(footer);
    expect(firstPage).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("/privacy-policy/");
  });

  it("switches the kept header to the new language in the switch's first render, not a frame later", () => {
    // What the visitor's next frame shows: the header's words when React has committed the page.
    const committed: string[] = [];
    function CommitProbe({ path }: { path: string }) {
      useLayoutEffect(() => {
        committed.push(`${path}: ${screen.getByRole("banner").textContent}`);
      });
      return null;
    }
    const { rerender } = render(
      withPageProviders({ element: <CommitProbe key="/" path="/" />, props: pageProps("en", "/") }),
    );
    const header = screen.getByRole("banner");
    rerender(
      withPageProviders({
        element: <CommitProbe key="/es/" path="/es/" />,
        props: pageProps("es", "/"),
      }),
    );
    const switched = committed.filter((entry) => entry.startsWith("/es/"));
    expect(switched.length).toBeGreaterThan(0);
    for (const entry of switched) {
      expect(entry).toContain(es.nav.team);
      expect(entry).not.toContain(en.nav.team);
    }
    expect(screen.getByRole("banner")).toBe(header);
  });
});
