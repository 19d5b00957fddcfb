import { Profiler } from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Header } from "../../src/components/layout/Header";
import { sectionIds } from "../../src/config/navigation";
import { locales, renderPage, withPageProviders } from "../setup/render";

const { nav } = locales.en;

function renderHeader() {
  renderPage(<Header />);
  const menuButton = screen.getByRole("button", { name: nav.openMenu, hidden: true });
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  return { menuButton, dialog };
}

function openDrawer() {
  const elements = renderHeader();
  elements.menuButton.focus();
  fireEvent.click(elements.menuButton);
  return elements;
}

describe("Drawer", () => {
  it("is declarative in the static HTML: the browser opens and closes it before any script", () => {
    const html = renderToString(withPageProviders(<Header />).element);
    const container = document.createElement("div");
    container.innerHTML = html;
    const dialog = container.querySelector("dialog") as HTMLDialogElement;
    const menuButton = container.querySelector("button[aria-haspopup='dialog']");
    const closeButton = dialog.querySelector("button");
    expect(dialog).toHaveAttribute("closedby", "any");
    expect(dialog).toHaveAttribute("popover", "auto");
    expect(menuButton).toHaveAttribute("commandfor", dialog.id);
    expect(menuButton).toHaveAttribute("command", "show-modal");
    expect(menuButton).toHaveAttribute("popovertarget", dialog.id);
    expect(closeButton).toHaveAttribute("commandfor", dialog.id);
    expect(closeButton).toHaveAttribute("command", "close");
    expect(closeButton).toHaveAttribute("popovertargetaction", "hide");
    // The browser exposes the menu's state from popovertarget/command (ARIA in HTML).
    expect(menuButton).not.toHaveAttribute("aria-expanded");
    // The items are links, so a choice works without any script too.
    expect([...dialog.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(
      sectionIds.map((id) => `/#${id}`),
    );
  });

  it("opens from the menu icon, titled Menu, with the menu's items, leaving its state to the browser", () => {
    const { menuButton, dialog } = openDrawer();
    expect(dialog).toHaveAttribute("open");
    expect(menuButton).not.toHaveAttribute("aria-expanded");
    expect(within(dialog).getByRole("heading", { name: nav.menu })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("link")).toHaveLength(sectionIds.length);
  });

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

  it("closes on its close button and gives focus back to the menu icon", () => {
    const { menuButton, dialog } = openDrawer();
    // The browser moves focus into a modal dialog.
    const closeButton = within(dialog).getByRole("button", { name: nav.closeMenu });
    closeButton.focus();
    fireEvent.click(closeButton);
    expect(dialog).not.toHaveAttribute("open");
    expect(document.activeElement).toBe(menuButton);
  });

  it("follows the browser closing it (Escape, light dismiss): focus back on the menu icon", () => {
    const { menuButton, dialog } = openDrawer();
    act(() => dialog.close());
    expect(document.activeElement).toBe(menuButton);
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

  it("follows the browser opening it before React was there: closing gives focus back", () => {
    const { menuButton, dialog } = renderHeader();
    act(() => {
      dialog.showModal();
      dialog.dispatchEvent(new Event("toggle"));
    });
    within(dialog).getByRole("button", { name: nav.closeMenu }).focus();
    act(() => dialog.close());
    expect(document.activeElement).toBe(menuButton);
  });

  it("closes on a click outside the panel (its backdrop) but not inside it", () => {
    const { dialog } = openDrawer();
    fireEvent.click(within(dialog).getByRole("heading", { name: nav.menu }));
    expect(dialog).toHaveAttribute("open");
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute("open");
  });

  it("Contact closes the drawer and scrolls to #contact", () => {
    const contact = document.createElement("section");
    contact.id = "contact";
    contact.tabIndex = -1;
    document.body.appendChild(contact);
    const { dialog } = openDrawer();
    fireEvent.click(within(dialog).getByRole("link", { name: nav.contact }));
    expect(dialog).not.toHaveAttribute("open");
    expect(contact.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(contact);
    contact.remove();
  });
});
