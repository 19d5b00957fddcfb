/** @jest-environment node */
import { renderSecurityTxt, SecurityTxtError } from "../../../plugins/seo-files/securityTxt";

const options = {
  contact: ["mailto:security@example.com"],
  canonical: "https://www.example.com/.well-known/security.txt",
  preferredLanguages: ["en", "es"],
};

// The site's own contact (src/config/site.ts) goes through the same refusal in every build.
describe("security.txt (RFC 9116)", () => {
  it("expires half a year after the build, whatever the build's date", () => {
    for (const built of ["2026-11-27T10:00:00Z", "2031-02-28T23:30:00Z"]) {
      const text = renderSecurityTxt(options, new Date(built));
      const expires = new Date(/^Expires: (.+)$/m.exec(text)?.[1] ?? "").getTime();
      const days = (expires - new Date(built).getTime()) / (24 * 60 * 60 * 1000);
      expect(days).toBe(180);
    }
  });

  it("writes Contact, Expires in ISO 8601, Preferred-Languages and Canonical, one per line", () => {
    const text = renderSecurityTxt(options, new Date("2029-01-01T00:00:00Z"));
    expect(text.split("\n")).toEqual([
      "Contact: mailto:security@example.com",
      "Expires: 2029-06-30T00:00:00.000Z",
      "Preferred-Languages: en, es",
      "Canonical: https://www.example.com/.well-known/security.txt",
      "",
    ]);
  });

  it("refuses contacts that are not mailto: or https: URIs, and none", () => {
    expect(() => renderSecurityTxt({ ...options, contact: ["security@example.com"] })).toThrow(
      SecurityTxtError,
    );
    expect(() => renderSecurityTxt({ ...options, contact: [] })).toThrow(/needs a Contact/);
  });
});
