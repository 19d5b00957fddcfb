import { test, expect, open } from "./support/fixtures";
import { localized, site, t } from "./support/site";

const NEW_TAB_REL = ["noopener", "noreferrer"];

for (const [lng, path] of [
  ["en", "/"],
  ["es", "/es/privacy-policy/"],
] as const) {
  test.describe(`footer on ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, path);
    });

    test("Contact Us: 'Tell us everything' goes to the landing page, with the invitation text", async ({
      page,
    }) => {
      const column = page
        .getByRole("contentinfo")
        .getByRole("region", { name: t(lng, "footer.contactUs.title") });
      await expect(column).toContainText(t(lng, "footer.contactUs.text"));
      const cta = column.getByRole("link", { name: t(lng, "footer.contactUs.cta") });
      await expect(cta).toHaveAttribute("href", localized("/", lng));
      await cta.click();
      await expect(page).toHaveURL(localized("/", lng));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t(lng, "sections.home.title"),
      );
    });

    test("Let's Chat: the messaging app in a new tab and a mailto link", async ({ page }) => {
      const column = page
        .getByRole("contentinfo")
        .getByRole("region", { name: t(lng, "footer.letsChat.title") });
      const chat = column.getByRole("link", { name: t(lng, "footer.letsChat.messaging") });
      await expect(chat).toHaveAttribute("href", site.messaging.url);
      await expect(chat).toHaveAttribute("target", "_blank");
      for (const rel of NEW_TAB_REL) await expect(chat).toHaveAttribute("rel", new RegExp(rel));
      await expect(
        column.getByRole("link", { name: t(lng, "footer.letsChat.email") }),
      ).toHaveAttribute("href", `mailto:${site.emails.general}`);
    });

    test("Language: a flag button with an accessible name for each language", async ({ page }) => {
      const column = page
        .getByRole("contentinfo")
        .getByRole("region", { name: t(lng, "footer.language.title") });
      for (const target of ["en", "es"]) {
        const name = t(lng, "footer.language.switchTo", { language: t(target, "lang.name") });
        await expect(column.getByRole("link", { name })).toHaveAttribute(
          "href",
          localized(path.replace(/^\/es\//, "/"), target),
        );
      }
    });

    test("Quick Links: Privacy Policy and Application Security lead to the privacy page", async ({
      page,
    }) => {
      const column = page
        .getByRole("contentinfo")
        .getByRole("region", { name: t(lng, "footer.quickLinks.title") });
      const privacy = localized("/privacy-policy/", lng);
      await expect(
        column.getByRole("link", { name: t(lng, "footer.quickLinks.privacy") }),
      ).toHaveAttribute("href", privacy);
      await column.getByRole("link", { name: t(lng, "footer.quickLinks.security") }).click();
      await expect(page).toHaveURL(`${privacy}#security`);
      const heading = page.getByRole("heading", {
        name: t(lng, "privacy.sections[security].title"),
      });
      await expect(heading).toBeInViewport();
      await expect
        .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(80); // not hidden under the fixed header
    });

    test("offices, phone (tel:) and both e-mail addresses", async ({ page }) => {
      const footer = page.getByRole("contentinfo");
      for (const office of site.offices) {
        await expect(footer).toContainText(t(lng, `offices.${office.id}.name`));
        await expect(footer).toContainText(office.streetAddress);
        await expect(footer).toContainText(office.postalCode);
      }
      await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute(
        "href",
        `tel:${site.phone.e164}`,
      );
      for (const email of [site.emails.general, site.emails.careers]) {
        await expect(footer.getByRole("link", { name: email })).toHaveAttribute(
          "href",
          `mailto:${email}`,
        );
      }
    });

    test("each social network the company facts list, in a new tab with rel=noopener noreferrer", async ({
      page,
    }) => {
      const footer = page.getByRole("contentinfo");
      for (const { network, url } of site.social) {
        const link = footer.getByRole("link", { name: t(lng, `footer.social.${network}`) });
        await expect(link).toHaveAttribute("href", url);
        await expect(link).toHaveAttribute("target", "_blank");
        for (const rel of NEW_TAB_REL) await expect(link).toHaveAttribute("rel", new RegExp(rel));
      }
    });

    test("every link that opens a new tab is https and cannot reach back to this page", async ({
      page,
    }) => {
      const newTab = page.locator('a[target="_blank"]');
      expect(await newTab.count()).toBeGreaterThanOrEqual(site.social.length + 1);
      for (const link of await newTab.all()) {
        await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
        expect(new URL((await link.getAttribute("href")) ?? "").protocol).toBe("https:");
      }
    });
  });
}
