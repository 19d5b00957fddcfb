import type { Page } from "@playwright/test";
import { positionAt } from "../../src/content/jsonSyntax";
import { expect, test } from "./fixtures";
import type { PreviewProject } from "./previewProject";

/**
 * What an editor sees in the browser while previewing (`npm run develop`) when a translation file
 * is broken, incomplete or has a key no page uses, and that saving the fix brings the page back
 * without restarting anything.
 */

const ES = "locales/es/translations.json";
const EN = "locales/en/translations.json";

type Tree = { [key: string]: string | Tree };

let preview: PreviewProject;
let originalEs: string;
let originalEn: string;
/** The Spanish landing page's heading, as the file says it. */
let heading: string;

const buildError = (page: Page) => page.locator('[data-gatsby-error-type="build-error"]');
const overlayText = (page: Page) => page.locator('[data-gatsby-overlay="pre__code"]');

/** The overlay's text with the line breaks added for its narrow box taken out again. */
async function overlayMessage(page: Page): Promise<string> {
  await expect(buildError(page)).toBeVisible({ timeout: 60_000 });
  return (await overlayText(page).innerText()).replace(/\n\s+/g, " ");
}

/** Saves the original file back: the overlay goes, and the heading shows again. */
async function saveFixAndWait(page: Page, file: string, content: string) {
  preview.write(file, content);
  await expect(page.locator("gatsby-fast-refresh")).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator("h1")).toHaveText(heading, { timeout: 60_000 });
}

/** `line:column` of a character, counted the way the checker counts. */
function positionOf(text: string, index: number): string {
  const { line, column } = positionAt(text, index);
  return `${line}:${column}`;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(({ preview: running }) => {
  preview = running;
  originalEs = preview.read(ES);
  originalEn = preview.read(EN);
  heading = (((JSON.parse(originalEs) as Tree).sections as Tree).home as Tree).title as string;
});

test.beforeEach(async ({ page }) => {
  await page.goto(`${preview.url}/es/`);
  await expect(page.locator("h1")).toHaveText(heading, { timeout: 60_000 });
  await expect(page.locator("gatsby-fast-refresh")).toHaveCount(0);
});

test("a trailing comma shows the checker's message with file, line and column; the fix clears it", async ({
  page,
}) => {
  for (let round = 0; round < 2; round++) {
    const afterDir = originalEs.indexOf("\n", originalEs.indexOf('"dir"'));
    preview.write(ES, `${originalEs.slice(0, afterDir)},${originalEs.slice(afterDir)}`);
    const message = await overlayMessage(page);
    expect(message).toContain(`${ES}:${positionOf(originalEs, afterDir)} Remove this comma`);
    expect(message).toContain("Locale check failed: 1 problem");
    // Only the checker's message: no React runtime errors behind or instead of it.
    await expect(page.getByText(/Unhandled Runtime Error|Hydration failed/)).toHaveCount(0);
    await saveFixAndWait(page, ES, originalEs);
    await expect(page.getByText(/Unhandled Runtime Error|Hydration failed/)).toHaveCount(0);
  }
});

test("a key missing in a language is named, with the language it is copied from", async ({
  page,
}) => {
  const tree = JSON.parse(originalEs) as Tree;
  delete ((tree.sections as Tree).home as Tree).lead;
  preview.write(ES, `${JSON.stringify(tree, null, 2)}\n`);
  const message = await overlayMessage(page);
  expect(message).toContain(`${ES}: sections.home.lead is missing (present in en).`);
  await saveFixAndWait(page, ES, originalEs);
});

test("a key no code uses is a warning while previewing: the page keeps working, the CMS offers it", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => warnings.push(message.text()));
  for (const [file, text] of [
    [EN, "Shown once the new banner ships"],
    [ES, "Se muestra cuando llegue el nuevo aviso"],
  ] as const) {
    const tree = JSON.parse(preview.read(file)) as Tree;
    ((tree.sections as Tree).home as Tree).draftBanner = text;
    preview.write(file, `${JSON.stringify(tree, null, 2)}\n`);
  }
  // webpack-hot-middleware logs a compilation's warnings in the console.
  await expect
    .poll(() => warnings.join("\n").replace(/\n\s+/g, " "), { timeout: 60_000 })
    .toContain("sections.home.draftBanner is not used by any page");
  await expect(page.locator("h1")).toHaveText(heading);
  await expect(page.locator("gatsby-fast-refresh")).toHaveCount(0);
  // The CMS (/admin/, served fresh while previewing) offers the new key, named after it.
  expect((await fetch(`${preview.url}/admin/`)).status).toBe(200);
  const config = await (await fetch(`${preview.url}/admin/config.json`)).text();
  expect(config).toMatch(/"name": "draftBanner",\s+"label": "Draft banner"/);
  // Nothing to recover from: the page never went away.
  preview.write(EN, originalEn);
  preview.write(ES, originalEs);
  await expect(page.locator("h1")).toHaveText(heading);
});
