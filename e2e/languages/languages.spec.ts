import { expect, test, type Page } from "@playwright/test";
import { findLayoutDefects } from "../support/layoutDefects";
import { built, EXTRA, origin } from "./support";

/**
 * "Languages are data": the two folders added by global-setup become complete pages everywhere
 * the language list is used (routes, localized 404, <html lang dir>, the switcher, hreflang, the
 * sitemap, the pre-paint detection, nginx's 404 rules); and the pseudo-localized language's
 * longer text (and the right-to-left one) fits at phone and desktop widths.
 */

for (const { code, dir } of EXTRA) {
  test.describe(`${code} (${dir})`, () => {
    for (const page of ["index.html", "privacy-policy/index.html", "404.html"]) {
      test(`/${code}/${page} is in its language and direction`, () => {
        const html = built(`public/${code}/${page}`);
        expect(html).toMatch(new RegExp(`<html[^>]* lang="${code}" dir="${dir}"`));
        expect(html).toContain(code === "fr" ? "[" : "AR·");
      });
    }

    test("is in every page's hreflang alternates, the sitemap and the fallback files", () => {
      for (const page of ["index.html", "es/index.html", `${code}/privacy-policy/index.html`]) {
        expect(built(`public/${page}`)).toMatch(new RegExp(`<link[^>]*hrefLang="${code}"`, "i"));
      }
      const sitemap = built("public/sitemap-0.xml");
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/${code}/privacy-policy/</loc>`));
      expect(sitemap).toContain(`hreflang="${code}"`);
      const fallback = JSON.parse(built(`public/locales/${code}/translations.json`)) as {
        nav: { home: string };
      };
      expect(fallback.nav.home).not.toBe("Home");
    });
  });
}

test("one flag per language; detection, 404 matching and nginx's 404 rules know them all", () => {
  const html = built("public/fr/index.html");
  const flags = (html.match(/<a [^>]*hrefLang="[^"]+"[^>]*>/gi) ?? []).map(
    (link) => /hrefLang="([^"]+)"/i.exec(link)?.[1],
  );
  expect(flags.sort()).toEqual(["ar", "en", "es", "fr"]);
  expect(built("public/index.html")).toContain('"languages":["en","ar","es","fr"]');
  expect(built("public/index.html")).toMatch(/<html[^>]* lang="en" dir="ltr"/);
  const matchPaths = JSON.parse(built(".cache/match-paths.json")) as object[];
  const maps = built("deploy/nginx/generated/maps.conf");
  for (const code of ["es", "fr", "ar"]) {
    expect(matchPaths).toContainEqual({ path: `/${code}/404/`, matchPath: `/${code}/*` });
    expect(maps).toContain(`"~^/${code}/" "/${code}/404.html";`);
  }
});

test("a member's photo named in the locale files replaces their initials, in AVIF and WebP", () => {
  const cards = built("public/es/index.html").match(/<article[^>]*>.*?<\/article>/gs) ?? [];
  const card = (name: string) => cards.find((html) => html.includes(name)) ?? "";
  expect(card("Meera Iyer")).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif 64w/);
  expect(card("Meera Iyer")).toMatch(/<img [^>]*alt="Retrato de Meera Iyer"/);
  expect(card("Aditi Kulkarni")).toContain(">AK</div>");
});

async function open(page: Page, path: string) {
  await page.goto(origin() + path);
  await page.evaluate(() => document.fonts.ready);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`longer text at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of ["/fr/", "/fr/privacy-policy/", "/fr/missing-page/", "/ar/"]) {
      test(`${path} fits: nothing overflows, is clipped or overlaps`, async ({ page }) => {
        await open(page, path);
        expect(await page.evaluate(findLayoutDefects, {})).toEqual([]);
      });
    }
    if (viewport.width < 1020) {
      test("the open drawer fits", async ({ page }) => {
        await open(page, "/fr/");
        await expect(async () => {
          await page.locator('header button[aria-haspopup="dialog"]').click();
          await expect(page.getByRole("dialog")).toBeVisible({ timeout: 500 });
        }).toPass();
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== "running"),
        );
        expect(await page.evaluate(findLayoutDefects, { margins: false })).toEqual([]);
      });
    }
  });
}

test("the layout check finds clipped, overflowing and overlapping text", async ({ page }) => {
  await open(page, "/fr/");
  await page.evaluate(() => {
    const fixture = document.createElement("div");
    document.body.append(fixture);
    const over = document.createElement("div");
    over.style.cssText = "position: relative; height: 3em";
    over.innerHTML =
      '<p style="position: absolute; margin: 0">[Ŏṽééŗļååþ]</p><p style="position: absolute; margin: 0 0 0 1em">[Ûñđéŗ]</p>';
    const clipped = document.createElement("p");
    clipped.style.cssText = "width: 80px; overflow: hidden; white-space: nowrap";
    clipped.textContent = "[Ŵéé ƀûûîîļđ šööƒŧŵååŗéé]";
    const wide = document.createElement("p");
    wide.style.cssText = "width: 60px; overflow-wrap: normal";
    wide.textContent = "[Ŗééšþöññššîîƀîîļîîŧýýýý]";
    fixture.append(over, clipped, wide);
  });
  const defects = await page.evaluate(findLayoutDefects, { margins: false });
  expect(defects.map((defect) => defect.text)).toEqual(
    expect.arrayContaining([
      "[Ŵéé ƀûûîîļđ šööƒŧŵååŗéé]",
      "[Ŗééšþöññššîîƀîîļîîŧýýýý]",
      "[Ŏṽééŗļååþ]",
    ]),
  );
});
