import { test, expect, open } from "./support/fixtures";
import { HEADER_HEIGHT, languages, localized, site, t } from "./support/site";

for (const [lng, path] of [
  ["en", "/"],
  ["es", "/es/privacy-policy/"],
] as const) {
  test(`the footer on ${path}: each link under its name, new tabs that cannot reach back, the privacy and contact links`, async ({
    page,
  }) => {
    await open(page, path);
    const footer = page.getByRole("contentinfo");
    const column = (key: string) =>
      footer.getByRole("region", { name: t(lng, `footer.${key}.title`) });
    const link = (key: string) => footer.getByRole("link", { name: t(lng, key) });
    await expect(column("contactUs")).toContainText(t(lng, "footer.contactUs.text"));
    await expect(link("footer.letsChat.messaging")).toHaveAttribute("href", site.messaging.url);
    const general = `mailto:${site.emails.general}`;
    await expect(link("footer.letsChat.email")).toHaveAttribute("href", general);
    for (const target of languages) {
      const name = t(lng, "footer.language.switchTo", { language: t(target, "lang.name") });
      await expect(column("language").getByRole("link", { name })).toHaveAttribute(
        "href",
        localized(path.replace(/^\/es\//, "/"), target),
      );
    }
    const privacy = localized("/privacy-policy/", lng);
    await expect(link("footer.quickLinks.privacy")).toHaveAttribute("href", privacy);
    for (const office of site.offices) {
      await expect(footer).toContainText(t(lng, `offices.${office.id}.name`));
      await expect(footer).toContainText(office.streetAddress);
      await expect(footer).toContainText(office.postalCode);
    }
    const phone = footer.getByRole("link", { name: site.phone.display });
    await expect(phone).toHaveAttribute("href", `tel:${site.phone.e164}`);
    for (const email of [site.emails.general, site.emails.careers]) {
      await expect(footer.getByRole("link", { name: email })).toHaveAttribute(
        "href",
        `mailto:${email}`,
      );
    }
    for (const { network, url } of site.social) {
      await expect(link(`footer.social.${network}`)).toHaveAttribute("href", url);
    }
    // The messaging app and every social network open in a new tab, over https, without a way
    // back to this page.
    const newTab = page.locator('a[target="_blank"]');
    expect(await newTab.count()).toBeGreaterThanOrEqual(site.social.length + 1);
    for (const external of await newTab.all()) {
      await expect(external).toHaveAttribute("rel", /\bnoopener\b.*\bnoreferrer\b/);
      expect(new URL((await external.getAttribute("href")) ?? "").protocol).toBe("https:");
    }

    // Application Security lands its section on the privacy page, clear of the fixed header.
    await link("footer.quickLinks.security").click();
    await expect(page).toHaveURL(`${privacy}#security`);
    const heading = page.getByRole("heading", {
      name: t(lng, "privacy.sections[security].title"),
    });
    await expect(heading).toBeInViewport();
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(HEADER_HEIGHT);
    // "Tell us everything" goes to the landing page.
    await link("footer.contactUs.cta").click();
    await expect(page).toHaveURL(localized("/", lng));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lng, "sections.home.title"));
  });
}
