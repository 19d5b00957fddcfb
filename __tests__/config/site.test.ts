import { siteFacts as site } from "../setup/siteFacts";

describe("company config", () => {
  it("has a canonical https origin without a trailing slash", () => {
    expect(site.siteUrl).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });

  it("has a dialable E.164 phone matching its display form", () => {
    expect(site.phone.e164).toMatch(/^\+\d{8,15}$/);
    expect(site.phone.display.replace(/\s/g, "")).toBe(site.phone.e164);
  });
});
