// Full-page screenshots of every page at phone and desktop widths, light and dark, for review:
//   node scripts/screenshots.mjs http://127.0.0.1:9000 /tmp/shots
// Or only some landing-page sections, with the dark theme from prefers-color-scheme:
//   node scripts/screenshots.mjs http://127.0.0.1:9000 /tmp/shots --sections product,team [--page /es/]
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../harness/chromium.cjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args.splice(index, 2)[1];
};
const sections = option("--sections")?.split(",");
const sectionsPage = option("--page") ?? "/";
const [origin = "http://127.0.0.1:9000", outDir = "screenshots"] = args;
const pages = ["/", "/privacy-policy/", "/es/", "/es/privacy-policy/", "/missing/", "/es/missing/"];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
if (sections) {
  await screenshotSections(sections, sectionsPage);
  await browser.close();
  process.exit(0);
}
for (const width of [390, 1280]) {
  for (const theme of ["light", "dark"]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(origin + path, { waitUntil: "networkidle" });
      // Lazy images below the fold: scroll through once so they load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = `${path.replace(/\//g, "_") || "_"}-${width}-${theme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    }
    if (width === 390) {
      await page.goto(origin + "/es/", { waitUntil: "networkidle" });
      await page.getByRole("button").first().click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${outDir}/drawer-${width}-${theme}.png` });
    }
    await context.close();
  }
}
// The drawer as a visitor without JavaScript sees it: opened by the browser from the HTML alone.
// Without scripts the pre-paint script cannot set the dark theme; the class is set here instead.
for (const theme of ["light", "dark"]) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  for (const [lng, path] of [
    ["en", "/"],
    ["es", "/es/"],
  ]) {
    await page.goto(origin + path, { waitUntil: "networkidle" });
    if (theme === "dark") await page.evaluate(() => document.body.classList.add("dark"));
    await page.locator("header button[aria-haspopup='dialog']").click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${outDir}/drawer-no-js-${lng}-390-${theme}.png` });
  }
  await context.close();
}
await browser.close();

/** Each section as it sits in the page (lazy images loaded), clipped from a full-page shot. */
async function screenshotSections(/** @type {string[]} */ ids, /** @type {string} */ path) {
  for (const width of [390, 1280]) {
    for (const colorScheme of /** @type {const} */ (["light", "dark"])) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto(origin + path, { waitUntil: "networkidle" });
      for (const id of ids) {
        const section = page.locator(`#${id}`);
        await section.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (selector) =>
            [...document.querySelectorAll(`${selector} img`)].every(
              (img) => /** @type {HTMLImageElement} */ (img).complete,
            ),
          `#${id}`,
        );
        const box = await section.boundingBox();
        const scrollY = await page.evaluate(() => window.scrollY);
        // At the top the fixed header covers the page's own header, not the section.
        await page.evaluate(() => window.scrollTo(0, 0));
        if (!box) throw new Error(`#${id} is not on ${path}`);
        const name = `${id}${path.replace(/\//g, "-").replace(/-$/, "")}-${width}-${colorScheme}.png`;
        await page.screenshot({
          path: `${outDir}/${name}`,
          fullPage: true,
          clip: { ...box, y: box.y + scrollY },
        });
        console.log(`${outDir}/${name}`);
      }
      await context.close();
    }
  }
}
