import fs from "node:fs";
import path from "node:path";
import { languages } from "../../src/config/languages";
import { navigation, sectionIds } from "../../src/config/navigation";
import { siteFacts as site } from "../setup/siteFacts";
import { locales } from "../setup/render";

const root = path.join(__dirname, "..", "..");

describe("company config", () => {
  it("has a canonical https origin without a trailing slash", () => {
    expect(site.siteUrl).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });

  it("has two offices in India, each office and its country named in every locale", () => {
    expect(site.offices).toHaveLength(2);
    for (const office of site.offices) {
      expect(office.country).toBe("IN");
      expect(office.postalCode).toMatch(/^\d{6}$/);
      for (const locale of Object.values(locales)) {
        expect(locale.offices).toHaveProperty([office.id, "name"]);
        expect(locale.countries).toHaveProperty([office.country]);
      }
    }
  });

  it("has a dialable E.164 phone matching its display form", () => {
    expect(site.phone.e164).toMatch(/^\+\d{8,15}$/);
    expect(site.phone.display.replace(/\s/g, "")).toBe(site.phone.e164);
  });

  it("has two valid contact e-mail addresses and an https messaging link", () => {
    const emails = Object.values(site.emails);
    expect(new Set(emails).size).toBe(2);
    emails.forEach((email) => expect(email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/));
    expect(site.messaging.url).toMatch(/^https:\/\//);
  });

  it("links the six social networks over https, each labelled in every locale", () => {
    expect(site.social.map((entry) => entry.network).sort()).toEqual([
      "facebook",
      "github",
      "instagram",
      "linkedin",
      "medium",
      "x",
    ]);
    for (const { network, url } of site.social) {
      expect(url).toMatch(/^https:\/\//);
      for (const locale of Object.values(locales))
        expect(locale.footer.social[network]).toBeTruthy();
    }
  });

  it("keeps the theme toggle hidden", () => {
    expect(site.showThemeToggle).toBe(false);
  });
});

describe("navigation and languages", () => {
  it("lists the five landing sections in order, each labelled in every locale", () => {
    expect(sectionIds).toEqual(["home", "technology", "product", "team", "contact"]);
    for (const item of navigation) {
      for (const locale of Object.values(locales)) expect(locale.nav[item.id]).toBeTruthy();
    }
  });

  it("derives the languages from locales/, default first, each with a flag", () => {
    expect(languages.map((language) => language.code)).toEqual(["en", "es"]);
    expect(languages[0]?.code).toBe(site.defaultLanguage);
    expect(languages.map((language) => language.ogLocale)).toEqual(["en_US", "es_ES"]);
    for (const { code } of languages) {
      expect(fs.existsSync(path.join(root, "src", "images", "flags", `${code}.svg`))).toBe(true);
    }
  });
});
