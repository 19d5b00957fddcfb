import { act, fireEvent, screen } from "@testing-library/react";
import { ThemeToggle } from "../../src/components/ui/ThemeToggle";
import { blockStorage, locales, renderPage } from "../setup/render";

const { theme } = locales.en;

describe("theme toggle (hidden by default, tested directly)", () => {
  it("reads the theme the pre-paint script applied to <body>", () => {
    document.body.classList.add("dark");
    renderPage(<ThemeToggle />);
    expect(screen.getByRole("button", { name: theme.toLight })).toBeInTheDocument();
  });

  it("switches the dark class on <body> and saves the choice under `theme`", () => {
    renderPage(<ThemeToggle />);
    fireEvent.click(screen.getByRole("button", { name: theme.toDark }));
    expect(document.body).toHaveClass("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    fireEvent.click(screen.getByRole("button", { name: theme.toLight }));
    expect(document.body).not.toHaveClass("dark");
    expect(window.localStorage.getItem("theme")).toBe("light");
  });

  it("still switches when storage throws", () => {
    renderPage(<ThemeToggle />);
    const restore = blockStorage();
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: theme.toDark }));
    });
    restore();
    expect(document.body).toHaveClass("dark");
    expect(window.localStorage.getItem("theme")).toBeNull();
  });
});
