/** @jest-environment node */
import { hiddenBelow } from "../../../plugins/shared/hiddenFiles";

describe("hidden files below a source", () => {
  it("ignores the swap files a save writes for a moment, and nothing the site is made of", () => {
    const ignored = hiddenBelow("/site/locales");
    expect(ignored("/site/locales/es/.translations.json.crswap")).toBe(true);
    expect(ignored("/site/locales/es/.sveltia-tmp-4790953868859")).toBe(true);
    expect(ignored("/site/locales/es/translations.json")).toBe(false);
    expect(ignored("/site/locales")).toBe(false);
  });

  it("sources a folder that is hidden itself (the pseudo-locales' copy)", () => {
    const ignored = hiddenBelow("/site/.pseudo-locales");
    expect(ignored("/site/.pseudo-locales")).toBe(false);
    expect(ignored("/site/.pseudo-locales/en/translations.json")).toBe(false);
    expect(ignored("/site/.pseudo-locales/en/.translations.json.crswap")).toBe(true);
  });
});
