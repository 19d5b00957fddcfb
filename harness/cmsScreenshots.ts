/**
 * Screenshots of the CMS at /admin/ for docs/EDITORS.md, from the current build served by nginx
 * with its production policy: `npx tsx harness/cmsScreenshots.ts [folder]` (default
 * docs/images/cms). The CMS edits a private copy of the project's files in the browser (the same
 * stand-in for the folder picker as the CMS tests), so nothing in the project changes.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Locator, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/lib/chromium.cjs";
import { ROOT, startNginx } from "../harness/nginx";
import { dropPlaceholder, fieldAt, lastPerson, pane } from "../harness/cms";
import { projectFiles, seedRepository, standInForFolderPicker } from "../harness/cmsRepository";

const out = path.resolve(process.argv[2] ?? path.join(ROOT, "docs", "images", "cms"));

async function shot(page: Page, name: string, clip?: Locator) {
  await page.waitForTimeout(400); // the CMS's own transitions
  const file = path.join(out, `${name}.png`);
  if (clip) await clip.screenshot({ path: file });
  else await page.screenshot({ path: file });
  console.log(`wrote ${path.relative(ROOT, file)}`);
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const nginx = await startNginx({ tls: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      ignoreHTTPSErrors: true,
      locale: "en-US",
    });
    // Nothing leaves the machine, as in the tests.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    /** A tab on /admin/, with the stand-in's copy of the project, at the sign-in screen. */
    const openAdmin = async () => {
      const tab = await context.newPage();
      tab.on("dialog", (dialog) => void dialog.accept());
      await standInForFolderPicker(tab);
      await tab.goto(`${nginx.origin}/admin/`);
      await seedRepository(tab, projectFiles());
      await tab.getByRole("button", { name: "Work with Local Repository" }).waitFor();
      return tab;
    };
    const openEntry = async (tab: Page, name: string) => {
      await tab.getByText(name, { exact: true }).click();
      await tab.getByRole("button", { name: "Save" }).waitFor();
    };

    const page = await openAdmin();
    await shot(page, "1-sign-in");
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    await page.getByText("Website texts", { exact: true }).waitFor();
    await shot(page, "2-files");

    await openEntry(page, "Website texts");
    await shot(page, "3-texts-side-by-side");

    const tagline = await fieldAt(pane(page, "Spanish"), "Whole site", "Tagline");
    await tagline.getByRole("textbox").fill("Software que funciona allí donde trabaja tu empresa");
    await shot(page, "4-editing-a-text");

    const people = await fieldAt(pane(page, "English"), "Landing page", "Team", "People");
    await people.getByRole("button", { name: "Expand All" }).click();
    await people.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await shot(page, "5-team-list");

    const described = await dropPlaceholder(page);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("One field has an error").waitFor();
    await described.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await shot(page, "6-refused-placeholder");

    const facts = await openAdmin();
    await facts.getByRole("button", { name: "Work with Local Repository" }).click();
    await openEntry(facts, "Company facts");
    await shot(facts, "7-company-facts");

    // Last: the CMS remembers its open error list for the next tabs.
    const errors = facts;
    await errors.getByRole("button", { name: "Cancel Editing" }).click();
    await openEntry(errors, "Website texts");
    const team = await fieldAt(pane(errors, "English"), "Landing page", "Team", "People");
    await team.getByRole("button", { name: /^Add\W*Person\W*$/ }).click();
    await lastPerson(team).getByRole("button", { name: "Browse" }).click();
    await shot(errors, "9-photo-picker");
    await errors.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await errors.getByRole("button", { name: "Save" }).click();
    await errors.getByRole("button", { name: "Show Errors" }).click();
    const listed = errors.locator("#entry-sidebar-content").getByRole("button");
    await listed.filter({ hasText: "required" }).nth(3).click();
    // The editor scrolls to the field and puts the cursor in it.
    await errors.waitForFunction(() => document.activeElement?.tagName === "INPUT");
    await shot(errors, "8-show-errors");
  } finally {
    await browser.close();
    await nginx.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
