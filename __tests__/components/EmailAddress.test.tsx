import { render } from "@testing-library/react";
import { EmailAddress } from "../../src/components/ui/EmailAddress";

describe("EmailAddress", () => {
  it("reads as the address and may wrap only right after the @", () => {
    const { container } = render(<EmailAddress address="hello@sahyadrisoftware.com" />);
    expect(container.textContent).toBe("hello@sahyadrisoftware.com");
    const breaks = container.querySelectorAll("wbr");
    expect(breaks).toHaveLength(1);
    expect(breaks[0]?.previousSibling?.textContent).toBe("hello@");
  });

  it("leaves text without an @ as it is", () => {
    const { container } = render(<EmailAddress address="nobody" />);
    expect(container.textContent).toBe("nobody");
    expect(container.querySelector("wbr")).toBeNull();
  });
});
