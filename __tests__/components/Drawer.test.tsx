import { Profiler } from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { Header } from "../../src/components/layout/Header";
import { locales, renderPage } from "../setup/render";

const { nav } = locales.en;

function renderHeader() {
  renderPage(<Header />);
  const menuButton = screen.getByRole("button", { name: nav.openMenu, hidden: true });
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  return { menuButton, dialog };
}

describe("Drawer", () => {
  it("opens and closes without re-rendering the header (its state lives in the dialog)", () => {
    const renders = jest.fn();
    renderPage(
      <Profiler id="header" onRender={renders}>
        <Header />
      </Profiler>,
    );
    renders.mockClear();
    const menuButton = screen.getByRole("button", { name: nav.openMenu, hidden: true });
    fireEvent.click(menuButton);
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    expect(dialog).toHaveAttribute("open");
    act(() => dialog.close());
    expect(dialog).not.toHaveAttribute("open");
    expect(renders).not.toHaveBeenCalled();
  });

  it("gives focus back when it is dismissed while still a popover (a toggle, no close event)", () => {
    const { menuButton, dialog } = renderHeader();
    act(() => {
      dialog.setAttribute("open", ""); // shown (jsdom has no popovers: an open dialog stands in)
      dialog.dispatchEvent(new Event("toggle"));
    });
    within(dialog).getByRole("button", { name: nav.closeMenu }).focus();
    act(() => {
      dialog.removeAttribute("open");
      dialog.dispatchEvent(new Event("toggle"));
    });
    expect(document.activeElement).toBe(menuButton);
  });
});
