import { onClientEntry } from "../../gatsby-browser";

describe("startup", () => {
  afterEach(() => document.getElementById("___gatsby")?.remove());

  it("fails naming the missing root element", () => {
    expect(() => onClientEntry?.({} as never, {} as never)).toThrow(
      "Root element not found. Make sure there is a div with id='___gatsby' in your HTML",
    );
  });

  it("starts normally when Gatsby's root element is there", () => {
    const root = document.createElement("div");
    root.id = "___gatsby";
    document.body.appendChild(root);
    expect(() => onClientEntry?.({} as never, {} as never)).not.toThrow();
  });
});
