import { test as unguarded, type Page } from "@playwright/test";
import { ROOT } from "../../harness/nginx";
import { servePages } from "../../scripts/lib/servePages";
import { watchPolicies } from "../serving/support/browsing";
import {
  drawer,
  expect,
  expectUnderHeader,
  hydrated,
  menuButton,
  NOT_FOUND_LOAD,
  open,
  test,
} from "../support/fixtures";
import { beforeBundles, holdBundles } from "../support/prePaint";
import { t } from "../support/site";
import { PAGES_ORIGIN_ENV, PREFIX, required, SITE_URL, STAGED } from "./env";

/**
 * The spec's behaviours that a path prefix could break, on the site as a GitHub Pages project
 * site: under /website/, each page's policy in a <meta>, one 404 page, no headers of ours.
 */

const origin = () => required(PAGES_ORIGIN_ENV);
/** A path of the site as a browser asks for it. */
const at = (path: string) => `${origin()}${PREFIX}${path}`;
/** The site's public URL of a path. */
const published = (path: string) => `${SITE_URL}${PREFIX}${path}`;

/** The requests that leave the site: another path of its origin, or another origin. */
function requestsOutside(page: Page): string[] {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && !url.startsWith(at("/"))) outside.push(url);
  });
  return outside;
}

const flag = (page: Page, pageLng: string, target: string) =>
  page.getByRole("contentinfo").getByRole("link", {
    name: t(pageLng, "footer.language.switchTo", { language: t(target, "lang.name") }),
  });

test("every page loads whole from under the prefix, under its <meta> policy, with no violation", async ({
  page,
}) => {
  const outside = requestsOutside(page);
  const { violations, consoleErrors } = await watchPolicies(page);
  for (const [path, lang] of [
    ["/", "en"],
    ["/privacy-policy/", "en"],
    ["/es/", "es"],
    ["/es/privacy-policy/", "es"],
  ] as const) {
    const response = await page.goto(at(path));
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()["content-security-policy"], path).toBeUndefined();
    const policy = page.locator('meta[http-equiv="Content-Security-Policy"]');
    await expect(policy, path).toHaveAttribute("content", /script-src 'self' 'sha256-/);
    await expect(policy, path).not.toHaveAttribute("content", /frame-ancestors/);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // Every picture, the lazy ones too.
    const images = page.locator("img");
    await images.evaluateAll((all) => all.forEach((img) => img.setAttribute("loading", "eager")));
    await expect
      .poll(() =>
        images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await page.waitForLoadState("networkidle");
  }
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

unguarded(
  "serve:pages refuses a build made for another prefix, naming the command to run",
  async () => {
    unguarded.skip(Boolean(STAGED), "a staged folder was given: this project's build is for Pages");
    await expect(servePages(ROOT, PREFIX)).rejects.toThrow(
      `public/ was built for a domain's root: run PATH_PREFIX=${PREFIX} npm run build first`,
    );
  },
);

test("every index.html spelling shows its page, at the page's own address", async ({ page }) => {
  for (const [path, lang, title] of [
    ["/index.html", "en", "meta.home.title"],
    ["/privacy-policy/index.html", "en", "meta.privacy.title"],
    ["/es/index.html", "es", "meta.home.title"],
    ["/es/privacy-policy/index.html", "es", "meta.privacy.title"],
  ] as const) {
    await page.goto(at(path));
    await hydrated(page);
    await expect(page).toHaveURL(at(path.replace(/index\.html$/, "")));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page).toHaveTitle(t(lang, title));
  }
});

test("the <meta> policy is enforced: an inline script it does not list never runs", async ({
  page,
  guard,
}) => {
  guard.expectConsoleError(/Content Security Policy/);
  const { violations } = await watchPolicies(page);
  await page.goto(at("/"));
  await page.addScriptTag({ content: "window.injected = true;" }).catch(() => undefined);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  await expect
    .poll(() => violations.map(({ directive }) => directive))
    .toContain("script-src-elem");
});

test("a missing path answers 404 with one page in both languages, which needs no script", async ({
  page,
  guard,
}) => {
  guard.expectConsoleError(NOT_FOUND_LOAD);
  const outside = requestsOutside(page);
  const { violations, consoleErrors } = await watchPolicies(page);
  const response = await page.goto(at("/es/no-such-page/"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "notFound.title"));
  const spanish = page.locator('section[lang="es"]');
  await expect(spanish.getByRole("heading", { level: 2 })).toHaveText(t("es", "notFound.title"));
  await expect(page.locator("script")).toHaveCount(0);
  const home = page.getByRole("main").getByRole("link", { name: t("en", "notFound.home") });
  await expect(home).toHaveAttribute("href", `${PREFIX}/`);
  await spanish.getByRole("link", { name: t("es", "notFound.home") }).click();
  await expect(page).toHaveURL(at("/es/"));
  await hydrated(page);
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the menu, a call to action and the drawer's items scroll to their sections under the prefix", async ({
  page,
}) => {
  await open(page, at("/privacy-policy/"));
  const links = await page
    .locator('a[href^="/"]')
    .evaluateAll((all) => all.map((link) => link.getAttribute("href")!));
  expect(links.filter((href) => !href.startsWith(`${PREFIX}/`))).toEqual([]);
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: t("en", "nav.technology"), exact: true }).click();
  await expect(page).toHaveURL(at("/"));
  await expectUnderHeader(page, "technology");
  await page.getByRole("link", { name: t("en", "sections.home.primaryCta") }).click();
  await expect(page).toHaveURL(at("/"));
  await expectUnderHeader(page, "contact");

  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, at("/es/privacy-policy/"));
  await menuButton(page, "es").click();
  await drawer(page, "es")
    .getByRole("link", { name: t("es", "nav.contact") })
    .click();
  await expect(page).toHaveURL(at("/es/"));
  await expectUnderHeader(page, "contact");
});

test("the flags switch to the same page in the other language, under the prefix", async ({
  page,
}) => {
  await open(page, at("/privacy-policy/"));
  await flag(page, "en", "es").click();
  await expect(page).toHaveURL(at("/es/privacy-policy/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await flag(page, "es", "en").click();
  await expect(page).toHaveURL(at("/privacy-policy/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a Spanish browser on /website/ is sent to /website/es/ before any bundle runs", async ({
  guard,
}) => {
  const page = await (await guard.newContext({ locale: "es-ES" })).newPage();
  const bundles = await holdBundles(page);
  await page.goto(at("/"), { waitUntil: "domcontentloaded" });
  await expect
    .poll(() => beforeBundles(page))
    .toMatchObject({ bundlesRan: false, lang: "es", path: `${PREFIX}/es/` });
  bundles.release();
  await hydrated(page);
  await expect(page).toHaveURL(at("/es/"));
});

test("icons, manifest, canonical, hreflang, social image, JSON-LD, sitemap, robots.txt and security.txt are under the prefix", async ({
  page,
  request,
}) => {
  await page.goto(at("/es/"));
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", published("/es/"));
  const alternates = await head
    .locator('link[rel="alternate"]')
    .evaluateAll((all) =>
      all.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    );
  expect(Object.fromEntries(alternates)).toEqual({
    en: published("/"),
    es: published("/es/"),
    "x-default": published("/"),
  });
  const ogImage = await head.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toBe(published("/og-image.png"));
  const jsonLd = JSON.parse(
    (await head.locator('script[type="application/ld+json"]').textContent()) ?? "",
  ) as { url: string; logo: string };
  expect(jsonLd).toMatchObject({ url: published("/"), logo: published("/icons/icon-512.png") });

  const files = await head
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((all) => all.map((link) => link.getAttribute("href")!));
  const manifestPath = files.find((file) => file.endsWith(".webmanifest"))!;
  const manifest = (await (await request.get(`${origin()}${manifestPath}`)).json()) as {
    start_url: string;
    scope: string;
    icons: { src: string }[];
  };
  expect(manifest).toMatchObject({ start_url: `${PREFIX}/`, scope: `${PREFIX}/` });
  files.push(...manifest.icons.map(({ src }) => src), new URL(ogImage!).pathname);
  for (const file of files) {
    expect(file).toMatch(new RegExp(`^${PREFIX}/`));
    expect((await request.get(`${origin()}${file}`)).status(), file).toBe(200);
  }

  const robots = await (await request.get(at("/robots.txt"))).text();
  expect(robots).toContain(`Sitemap: ${published("/sitemap-index.xml")}`);
  const index = await (await request.get(at("/sitemap-index.xml"))).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)/g)].map(([, url]) => url!);
  expect(sitemaps).toEqual([published("/sitemap-0.xml")]);
  const sitemap = await (await request.get(at("/sitemap-0.xml"))).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)|href="([^"]+)"/g)].map(([, a, b]) => a ?? b);
  expect(listed).toContain(published("/es/privacy-policy/"));
  expect(sitemap).toContain(`hreflang="x-default" href="${published("/")}"`);
  expect(listed.filter((url) => !url!.startsWith(published("/")) || /404/.test(url!))).toEqual([]);
  const securityTxt = await (await request.get(at("/.well-known/security.txt"))).text();
  expect(securityTxt).toContain(`Canonical: ${published("/.well-known/security.txt")}`);
});

unguarded("a page without its strings fetches them from under the prefix", async ({ page }) => {
  // The page's data loses its Spanish strings, as if they were missing (see e2e/serving).
  await page.route(at("/page-data/es/page-data.json"), async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { result: { data: { locales: { edges: [] } } } };
    json.result.data.locales.edges = [];
    await route.fulfill({ response, json });
  });
  const fetched = page.waitForResponse((response) => response.url().includes("/locales/"));
  await page.goto(at("/es/"));
  const response = await fetched;
  expect(response.url()).toBe(at("/locales/es/translations.json"));
  expect(response.status()).toBe(200);
});

test.describe("in a browser set to Spanish", () => {
  test.use({ locale: "es-ES" });

  test("the CMS at /website/admin/ loads its files, configuration and words from under it", async ({
    page,
    request,
  }) => {
    const outside = requestsOutside(page);
    const { violations, consoleErrors } = await watchPolicies(page);
    await page.goto(at("/admin/"));
    await expect(
      page.getByRole("button", { name: "Trabajar con un repositorio local" }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    const config = (await (await request.get(at("/admin/config.json"))).json()) as object;
    expect(config).toMatchObject({
      site_url: published(""),
      display_url: published(""),
      logo: { src: `${PREFIX}/admin/logo.svg` },
    });
    expect(outside).toEqual([]);
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
