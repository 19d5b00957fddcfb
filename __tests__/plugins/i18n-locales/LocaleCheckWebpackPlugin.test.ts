/** @jest-environment node */
import { wrapLines } from "../../../plugins/i18n-locales/LocaleCheckWebpackPlugin";

// The plugin itself runs in `gatsby develop` alone, where e2e/develop/preview.spec.ts shows its
// message in the overlay and clears it when the file is fixed.
describe("wrapLines (the develop overlay's message)", () => {
  it("breaks long lines at spaces, keeping their indentation", () => {
    expect(wrapLines("  one two three four", 10)).toBe("  one two\n      three\n      four");
    expect(wrapLines("short\n  also short", 20)).toBe("short\n  also short");
  });
});
