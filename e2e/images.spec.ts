import type { Page } from "@playwright/test";
import { socialImage } from "../src/seo/assets";
import { test, expect } from "./support/fixtures";
import { languages, localized, t } from "./support/site";

const product = "#product picture img";

/** Width in pixels of the file the browser chose for `img` (from the `NNNw` of its srcset). */
async function chosenFile(page: Page, selector: string) {
  return page.locator(selector).evaluate((img: HTMLImageElement) => {
    const picture = img.parentElement!;
    const candidates = [...picture.querySelectorAll("source"), img]
      .flatMap((element) => (element.getAttribute("srcset") ?? "").split(","))
      .map((entry) => entry.trim().split(/\s+/));
    const chosen = candidates.find(([url = "-"]) => img.currentSrc.endsWith(url));
    return {
      url: img.currentSrc,
      fileWidth: Number(chosen?.[1]?.replace("w", "")),
      rendered: img.getBoundingClientRect().width,
    };
  });
}

async function scrollIntoView(page: Page, selector: string) {
  await expect
    .poll(async () => {
      // Hydration may put the scroll position back to the top: scroll again until loaded.
      await page.locator(selector).first().scrollIntoViewIfNeeded();
      return page
        .locator(selector)
        .evaluateAll((imgs: HTMLImageElement[]) =>
          imgs.every((img) => img.complete && img.naturalWidth > 0),
        );
    })
    .toBe(true);
}

for (const lng of languages) {
  test(`${lng}: the product screens are in the static HTML, sized, lazy and described`, async ({
    guard,
  }) => {
    const context = await guard.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localized("/", lng));
    const images = page.locator(product);
    await expect(images).toHaveCount(2);
    const alts = [t(lng, "images.productDesktop"), t(lng, "images.productPhone")];
    for (const [index, alt] of alts.entries()) {
      const img = images.nth(index);
      await expect(img).toHaveAttribute("alt", alt);
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
      const types = await img
        .locator("xpath=..")
        .locator("source")
        .evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
      expect(types).toEqual(["image/avif", "image/webp"]);
    }
    // Without JavaScript browsers load lazy images at once (so lazy loading cannot track scrolling).
    await scrollIntoView(page, product);
    expect((await chosenFile(page, `${product} >> nth=0`)).url).toMatch(/\.avif$/);
  });
}

// A phone's density on a phone and a desktop's on a desktop, each width's own layout.
for (const { width, scale } of [
  { width: 390, scale: 2 },
  { width: 1440, scale: 1 },
]) {
  test(`${width} px at ${scale}x: each screen gets a file sharp enough and not much larger`, async ({
    guard,
  }) => {
    const context = await guard.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: scale,
    });
    const page = await context.newPage();
    await page.goto("/");
    await scrollIntoView(page, product);
    for (const selector of [`${product} >> nth=0`, `${product} >> nth=1`]) {
      const { fileWidth, rendered } = await chosenFile(page, selector);
      const needed = rendered * scale;
      expect(fileWidth, `${selector} rendered ${rendered} px wide`).toBeGreaterThanOrEqual(
        Math.floor(needed * 0.97),
      );
      expect(fileWidth, `${selector} rendered ${rendered} px wide`).toBeLessThanOrEqual(
        Math.ceil(needed * 2),
      );
    }
  });
}

test("loading the images shifts nothing", async ({ page }) => {
  // Every layout shift from the start, recorded as the browser reports it.
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number[] };
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await scrollIntoView(page, product);
  // The images decoded, then two frames painted: any shift they caused has been reported.
  await page
    .locator(product)
    .evaluateAll((images) =>
      Promise.all(images.map((image) => (image as HTMLImageElement).decode())),
    );
  const shifts = await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    return (window as unknown as { shifts: number[] }).shifts;
  });
  expect(shifts).toEqual([]);
});

test("the social image the pages name is a PNG of the size they give", async ({ request }) => {
  const response = await request.get(socialImage.path);
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.subarray(1, 4).toString()).toBe("PNG");
  const { width, height } = socialImage;
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([width, height]);
});
