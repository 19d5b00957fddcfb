/** @jest-environment node */
import { site } from "../../../src/config/site";
import { renderSecurityTxt, SecurityTxtError } from "../../../plugins/seo-files/securityTxt";

const DAY_MS = 24 * 60 * 60 * 1000;
const options = {
  contact: ["mailto:security@example.com"],
  expires: "2030-01-31T00:00:00Z",
  canonical: "https://www.example.com/.well-known/security.txt",
  preferredLanguages: ["en", "es"],
};

describe("security.txt (RFC 9116)", () => {
  it("the published expiry is more than 30 days away: renew site.security.expires", () => {
    const expires = new Date(site.security.expires).getTime();
    expect(Number.isNaN(expires)).toBe(false);
    expect(expires - Date.now()).toBeGreaterThan(30 * DAY_MS);
  });

  it("the published contact is a mailto: or https: URI", () => {
    expect(site.security.contact).toMatch(/^(?:mailto:[^\s@]+@[^\s@]+\.[a-z]{2,}|https:\/\/\S+)$/);
  });

  it("writes Contact, Expires in ISO 8601, Preferred-Languages and Canonical, one per line", () => {
    const text = renderSecurityTxt(options, new Date("2029-01-01T00:00:00Z"));
    expect(text.split("\n")).toEqual([
      "Contact: mailto:security@example.com",
      "Expires: 2030-01-31T00:00:00.000Z",
      "Preferred-Languages: en, es",
      "Canonical: https://www.example.com/.well-known/security.txt",
      "",
    ]);
  });

  it("refuses a past expiry, a date it cannot read, and contacts that are not URIs", () => {
    const after = new Date("2030-02-01T00:00:00Z");
    expect(() => renderSecurityTxt(options, after)).toThrow(SecurityTxtError);
    expect(() => renderSecurityTxt({ ...options, expires: "next year" })).toThrow(/not a date/);
    expect(() => renderSecurityTxt({ ...options, contact: ["security@example.com"] })).toThrow(
      /mailto: or https:/,
    );
    expect(() => renderSecurityTxt({ ...options, contact: [] })).toThrow(/needs a Contact/);
  });
});
