import { expect, test, type Page } from "@playwright/test";
import {
  dropPlaceholder,
  factsPane,
  fieldAt,
  openCms,
  openEntry,
  pane,
  watch,
} from "../../harness/cms";
import { projectFiles, readRepository } from "../../harness/cmsRepository";
import { CMS_ORIGIN_ENV, required } from "./support/env";

/**
 * What the build would refuse, the CMS refuses before saving, saying what to fix; the files stay
 * as they were.
 */

const origin = () => required(CMS_ORIGIN_ENV);

/** Save is clicked; the entry must not be saved. */
async function saveIsRefused(page: Page) {
  const before = projectFiles();
  await page.getByRole("button", { name: "Save" }).click();
  // The CMS answers either way: "Entry saved", or what stopped it.
  const saved = page.getByText("Entry saved");
  const refused = page.getByText(/has an error|have errors|error while saving/);
  await expect(saved.or(refused).first()).toBeVisible();
  expect(await saved.isVisible(), "the CMS said the entry was saved").toBe(false);
  const after = await readRepository(page);
  for (const file of Object.keys(before)) {
    expect(after[file]?.equals(before[file]!), `${file} is unchanged`).toBe(true);
  }
}

test("a Spanish text without its placeholder is refused, saying which to keep", async ({
  page,
}) => {
  const seen = await watch(page);
  await openCms(page, origin());
  await openEntry(page, "Website texts");
  const described = await dropPlaceholder(page);
  await saveIsRefused(page);
  await expect(described).toContainText("keeping {{name}} exactly as in the default language");
  expect(seen.violations).toEqual([]);
  expect(seen.outside).toEqual([]);
});

test("removing the section the footer's security link opens is refused with the build's reason", async ({
  page,
}) => {
  const seen = await watch(page);
  await openCms(page, origin());
  await openEntry(page, "Website texts");
  const sections = await fieldAt(pane(page, "English"), "Privacy policy", "Sections");
  await sections
    .getByRole("group")
    .filter({ hasText: "Application security" })
    .last()
    .getByRole("button", { name: "Remove" })
    .click();
  await saveIsRefused(page);
  expect(seen.alerts).toEqual([
    "Remove “Application security”? When you save, it is removed in every language.",
    expect.stringContaining(
      `privacy.sections has no item with "id": "security": the footer's "Application Security" link opens it.`,
    ),
  ]);
  expect(seen.violations).toEqual([]);
  expect(seen.outside).toEqual([]);
});

test("a company fact that is not what it stands for is refused, saying what it must be", async ({
  page,
}) => {
  const seen = await watch(page);
  await openCms(page, origin());
  await openEntry(page, "Company facts");
  const email = await fieldAt(factsPane(page), "E-mail addresses", "Careers e-mail");
  await email.getByRole("textbox").fill("careers at sahyadrisoftware.com");
  await saveIsRefused(page);
  await expect(email).toContainText('This must be an e-mail address such as "hello@example.com".');
  expect(seen.violations).toEqual([]);
  expect(seen.outside).toEqual([]);
});
