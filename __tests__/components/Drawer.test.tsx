import { fireEvent, screen, within } from "@testing-library/react";
import { Header } from "../../src/components/layout/Header";
import { locales, renderPage } from "../setup/render";

const { nav } = locales.en;

function openDrawer() {
  renderPage(<Header />);
  const menuButton = screen.getByRole("button", { name: nav.openMenu });
  menuButton.focus();
  fireEvent.click(menuButton);
  const dialog = screen.getByRole("dialog", { name: nav.menu });
  return { menuButton, dialog };
}

describe("Drawer", () => {
  it("opens from the menu icon, titled Menu, with the five items", () => {
    const { menuButton, dialog } = openDrawer();
    expect(dialog).toHaveAttribute("open");
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("heading", { name: nav.menu })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("link")).toHaveLength(5);
  });

  it("closes on its close button and gives focus back to the menu icon", () => {
    const { menuButton, dialog } = openDrawer();
    fireEvent.click(within(dialog).getByRole("button", { name: nav.closeMenu }));
    expect(dialog).not.toHaveAttribute("open");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(menuButton);
  });

  it("closes on Escape (the dialog's cancel event)", () => {
    const { menuButton, dialog } = openDrawer();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(dialog).not.toHaveAttribute("open");
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
