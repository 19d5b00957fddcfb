import { xHandle } from "../../src/components/layout/SeoSocial";

describe("xHandle", () => {
  it("derives the handle from the X profile URL", () => {
    expect(xHandle([{ network: "x", url: "https://x.com/sahyadrisoft/" }])).toBe("@sahyadrisoft");
    expect(xHandle([{ network: "github", url: "https://github.com/a" }])).toBeUndefined();
  });
});
