import { render } from "@testing-library/react";
import { EmailAddress } from "../../src/components/ui/EmailAddress";

it("an e-mail address reads as itself and may wrap only right after the @", () => {
  const { container, rerender } = render(<EmailAddress address="hello@sahyadrisoftware.com" />);
  expect(container.textContent).toBe("hello@sahyadrisoftware.com");
  const breaks = container.querySelectorAll("wbr");
  expect(breaks).toHaveLength(1);
  expect(breaks[0]?.previousSibling?.textContent).toBe("hello@");
  rerender(<EmailAddress address="nobody" />);
  expect(container.textContent).toBe("nobody");
  expect(container.querySelector("wbr")).toBeNull();
});
