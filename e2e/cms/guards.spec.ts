import { expect, test, type Page } from "@playwright/test";
import { fieldAt, lastPerson, openCms, openEntry, pane, save, watch } from "../../harness/cms";
import { changedLines, projectFiles, readRepository } from "../../harness/cmsRepository";
import { CMS_ORIGIN_ENV, required } from "./support/env";

/**
 * What an editor met in the CMS and src/admin/editorGuards.ts and enteredOnce.ts answer: edits
 * lost without a word on ←, an item gone on one click, the entry closed by every save, errors
 * that did not say where nor lead there, a name typed again in Spanish.
 */

const origin = () => required(CMS_ORIGIN_ENV);
const ES = "locales/es/translations.json";
const LEAVE = "This entry has changes that are not saved. Leave it and lose them?";
const TAGLINE = "Software que funciona donde trabaja tu negocio";

async function spanishTagline(page: Page) {
  return (await fieldAt(pane(page, "Spanish"), "Whole site", "Tagline")).getByRole("textbox");
}

test("leaving an entry with unsaved changes asks first, and No keeps the changes", async ({
  page,
}) => {
  let leave = false;
  const seen = await watch(page, () => leave);
  await openCms(page, origin());
  await openEntry(page, "Website texts");
  const tagline = await spanishTagline(page);
  await tagline.fill("Software para tu negocio");
  await page.getByRole("button", { name: "Cancel Editing" }).click();
  await expect.poll(() => seen.alerts).toEqual([LEAVE]);
  await expect(tagline).toHaveValue("Software para tu negocio");

  leave = true;
  await page.getByRole("button", { name: "Cancel Editing" }).click();
  await expect(page.getByText("Company facts", { exact: true })).toBeVisible();
  await expect.poll(() => seen.alerts).toEqual([LEAVE, LEAVE]);
  // Nothing was saved, and an entry without changes is left without a question.
  await openEntry(page, "Website texts");
  await expect(await spanishTagline(page)).toHaveValue(TAGLINE);
  await page.getByRole("button", { name: "Cancel Editing" }).click();
  expect(seen.alerts).toHaveLength(2);
  expect(seen.errors).toEqual([]);
});

test("closing the tab with unsaved changes asks first", async ({ page }) => {
  await openCms(page, origin());
  await openEntry(page, "Website texts");
  await (await spanishTagline(page)).fill("Software para tu negocio");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();
});

test("saving keeps the entry open where the editor was", async ({ page }) => {
  const seen = await watch(page);
  await openCms(page, origin());
  await openEntry(page, "Website texts");
  const tagline = await spanishTagline(page);
  await tagline.fill("Software para tu negocio");
  await save(page);
  await expect(tagline).toBeVisible();
  await expect(tagline).toHaveValue("Software para tu negocio");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await tagline.fill("Software para tu empresa");
  await save(page);
  const after = await readRepository(page);
  expect(changedLines(projectFiles()[ES], after[ES])).toEqual([
    `-    "tagline": "${TAGLINE}",`,
    '+    "tagline": "Software para tu empresa",',
  ]);
  expect(seen.alerts).toEqual([]);
});

test("× asks before a list item goes, naming it, and No keeps it", async ({ page }) => {
  let remove = false;
  const seen = await watch(page, () => remove);
  await openCms(page, origin());
  await openEntry(page, "Website texts");
  const cards = await fieldAt(pane(page, "English"), "Landing page", "Technology", "Cards");
  const en = JSON.parse(projectFiles()["locales/en/translations.json"]!.toString("utf8")) as {
    sections: { technology: { items: { title: string }[] } };
  };
  const title = en.sections.technology.items[0]!.title;
  const card = cards.getByRole("group").filter({ hasText: title }).last();
  const items = cards.getByRole("button", { name: "Remove" });
  // One per item the file holds: counted on screen, its cards could still be coming in.
  const count = en.sections.technology.items.length;
  await expect(items).toHaveCount(count);
  await card.getByRole("button", { name: "Remove" }).click();
  await expect
    .poll(() => seen.alerts)
    .toEqual([`Remove “${title}”? When you save, it is removed in every language.`]);
  await expect(items).toHaveCount(count);
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

  remove = true;
  await card.getByRole("button", { name: "Remove" }).click();
  await expect(items).toHaveCount(count - 1);
  await expect(cards).not.toContainText(title);
});

test("Show Errors names what each required text is, and choosing one goes to it", async ({
  page,
}) => {
  const seen = await watch(page);
  await openCms(page, origin());
  await openEntry(page, "Website texts");
  const people = await fieldAt(pane(page, "English"), "Landing page", "Team", "People");
  await people.getByRole("button", { name: /^Add\W*Person\W*$/ }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Show Errors" }).click();
  const errors = page.locator("#entry-sidebar-content");
  // The name is asked for in English only (the Spanish side takes it unless it writes its own).
  await expect(errors.getByRole("button").filter({ hasText: "required" })).toHaveText([
    /^\s*Person's name error This field is required\.\s*$/,
    /^\s*Person's role error This field is required\.\s*$/,
    /^\s*About the person error This field is required\.\s*$/,
    /^\s*Person's role error This field is required\.\s*$/,
    /^\s*About the person error This field is required\.\s*$/,
  ]);
  await errors.getByRole("button").filter({ hasText: "required" }).nth(3).click();
  const spanish = await fieldAt(pane(page, "Spanish"), "Landing page", "Team", "People");
  await expect(lastPerson(spanish).getByRole("textbox", { name: "Person's role" })).toBeFocused();
  expect(seen.alerts).toEqual([]);
});

test("a new person's name is typed once; a Spanish name of its own stays", async ({ page }) => {
  const seen = await watch(page);
  await openCms(page, origin());
  await openEntry(page, "Website texts");
  const people = await fieldAt(pane(page, "English"), "Landing page", "Team", "People");
  await people.getByRole("button", { name: /^Add\W*Person\W*$/ }).click();
  const newcomer = lastPerson(people);
  await newcomer.getByRole("textbox", { name: "Person's name" }).fill("Priya Shah");
  await newcomer.getByRole("textbox", { name: "Person's role" }).fill("Quality Lead");
  await newcomer.getByRole("textbox", { name: "About the person" }).fill("Priya tests.");
  const spanish = lastPerson(
    await fieldAt(pane(page, "Spanish"), "Landing page", "Team", "People"),
  );
  await spanish.getByRole("textbox", { name: "Person's role" }).fill("Responsable de calidad");
  await spanish.getByRole("textbox", { name: "About the person" }).fill("Priya prueba.");
  await save(page);

  const saved = await readRepository(page);
  type Member = { id: string; name: string };
  const members = (code: string) =>
    (
      JSON.parse(saved[`locales/${code}/translations.json`]!.toString("utf8")) as {
        sections: { team: { members: Member[] } };
      }
    ).sections.team.members;
  const [en, es] = [members("en"), members("es")];
  expect(es.at(-1)).toEqual({
    id: en.at(-1)!.id,
    name: "Priya Shah",
    role: "Responsable de calidad",
    bio: "Priya prueba.",
  });
  // Written its own way in Spanish, a name stays so.
  await spanish.getByRole("textbox", { name: "Person's name" }).fill("Priya Shah (Pune)");
  await save(page);
  const again = await readRepository(page);
  expect(changedLines(saved[ES], again[ES])).toEqual([
    '-          "name": "Priya Shah",',
    '+          "name": "Priya Shah (Pune)",',
  ]);
  expect(seen.alerts).toEqual([]);
});
