import { dialable, site } from "../../src/config/site";

describe("site config", () => {
  it("has a canonical https origin without a trailing slash", () => {
    expect(site.siteUrl).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });

  it("dials the phone as written in any form the facts check accepts", () => {
    expect(dialable("+91 20 6743 1180")).toBe("+912067431180");
    expect(dialable("+91 (20) 6743-1180")).toBe("+912067431180");
    expect(dialable("+1 415.555.0100")).toBe("+14155550100");
  });
});
