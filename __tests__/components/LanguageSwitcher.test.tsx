import { fireEvent, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { LanguageSwitcher } from "../../src/components/ui/LanguageSwitcher";
import { colors } from "../../src/theme/tokens";
import { locales, renderPage } from "../setup/render";
import { hasRule } from "../setup/styles";

const switchTo = (language: string) =>
  locales.en.footer.language.switchTo.replace("{{language}}", language);

describe("LanguageSwitcher", () => {
  it("marks the tapped flag in the tap's frame, and changes the page after that frame", async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, "requestAnimationFrame")
      .mockImplementation((callback) => frames.push(callback));
    try {
      renderPage(<LanguageSwitcher />);
      const english = screen.getByRole("link", { name: switchTo(locales.en.lang.name) });
      const spanish = screen.getByRole("link", { name: switchTo(locales.es.lang.name) });
      const marked = (link: HTMLElement) =>
        hasRule(link, "border", (border) => border.includes(colors.footerLink));
      expect([marked(english), marked(spanish)]).toEqual([true, false]);
      fireEvent.click(spanish);
      expect([marked(english), marked(spanish)]).toEqual([false, true]);
      expect(spanish).not.toHaveAttribute("aria-current");
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(navigate).not.toHaveBeenCalled();
      frames.splice(0).forEach((callback) => callback(performance.now()));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith("/es/", expect.anything()));
    } finally {
      raf.mockRestore();
    }
  });
});
