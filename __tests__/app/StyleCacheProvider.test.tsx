import { serializeStyles } from "@emotion/serialize";
import { render } from "@testing-library/react";
import { StyleCacheProvider } from "../../src/app/StyleCacheProvider";

const served = { color: "rebeccapurple", padding: 4 };
const notServed = { color: "teal" };

describe("StyleCacheProvider", () => {
  beforeAll(() => {
    // What the server writes into <head> (src/app/emotionSsr.ts).
    const style = document.createElement("style");
    style.setAttribute("data-server-styles", `css ${serializeStyles([served]).name} unrelated`);
    document.head.append(style);
  });

  it("inserts no style the server already wrote, and leaves the server's element where it is", () => {
    const before = [...document.head.children];
    const { getByText } = render(
      <StyleCacheProvider>
        <p css={served}>served</p>
      </StyleCacheProvider>,
    );
    expect([...document.head.children]).toEqual(before);
    expect(getByText("served").className).toBe(`css-${serializeStyles([served]).name}`);
  });

  it("inserts a style the server did not write", () => {
    render(
      <StyleCacheProvider>
        <p css={notServed}>new</p>
      </StyleCacheProvider>,
    );
    const inserted = [...document.head.querySelectorAll("style[data-emotion]")];
    expect(inserted).toHaveLength(1);
    expect(inserted[0]?.getAttribute("data-emotion")).toBe("css");
  });
});
