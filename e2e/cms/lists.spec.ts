import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { portrait } from "../support/portrait";
import { fieldAt, lastPerson, openCms, openEntry, pane, save, watch } from "../../harness/cms";
import { projectFiles, readRepository } from "../../harness/cmsRepository";
import { CMS_ORIGIN_ENV, required } from "./support/env";

/**
 * The lists on the page are the editor's: adding a team member with a photo in both languages,
 * removing a technology card and moving a product feature up, in the CMS, saves what the build
 * reads (it saves nothing the build would refuse: refusals.spec.ts). What such files show needs no
 * CMS and no build of its own: lists in the order of the texts (__tests__/components/lists), a
 * photo named in the texts (e2e/languages, e2e/develop), saves of every kind (test:edits).
 */

type Item = { id: string; [field: string]: string };
type Texts = {
  sections: {
    technology: { items: Item[] };
    product: { features: Item[] };
    team: { members: Item[] };
  };
};

const texts = (file: Buffer | undefined) => JSON.parse(file!.toString("utf8")) as Texts;

async function addPerson(page: Page, photo: string) {
  const people = await fieldAt(pane(page, "English"), "Landing page", "Team", "People");
  await people.getByRole("button", { name: /^Add\W*Person\W*$/ }).click();
  const newcomer = lastPerson(people);
  await newcomer.getByRole("button", { name: "Browse" }).click();
  const dialog = page.getByRole("dialog");
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    dialog
      .getByRole("button", { name: /Upload/ })
      .first()
      .click(),
  ]);
  await chooser.setFiles(photo);
  await dialog.getByRole("button", { name: "Insert" }).click();
  await newcomer.getByRole("textbox", { name: "Person's name" }).fill("Priya Shah");
  await newcomer.getByRole("textbox", { name: "Person's role" }).fill("Quality Lead");
  await newcomer
    .getByRole("textbox", { name: "About the person" })
    .fill("Priya makes sure every release is tested on the phones our clients' crews really use.");

  // The same person appears on the Spanish side, waiting for their Spanish texts.
  const spanish = await fieldAt(pane(page, "Spanish"), "Landing page", "Team", "People");
  const theirs = lastPerson(spanish);
  await theirs.getByRole("textbox", { name: "Person's name" }).fill("Priya Shah");
  await theirs.getByRole("textbox", { name: "Person's role" }).fill("Responsable de calidad");
  await theirs
    .getByRole("textbox", { name: "About the person" })
    .fill(
      "Priya se asegura de que cada versión se pruebe en los teléfonos que usan de verdad los equipos de nuestros clientes.",
    );
}

async function removeCard(page: Page, title: string) {
  const cards = await fieldAt(pane(page, "English"), "Landing page", "Technology", "Cards");
  await itemTitled(cards, title).getByRole("button", { name: "Remove" }).click();
}

const itemTitled = (list: Locator, title: string) =>
  list.getByRole("group").filter({ hasText: title }).last();

async function moveUp(page: Page, title: string) {
  const features = await fieldAt(
    pane(page, "English"),
    "Landing page",
    "Product (Trailmark)",
    "Features",
  );
  // The handle moves its item with the arrow keys, as a keyboard user would.
  await itemTitled(features, title).getByRole("button", { name: "Reorder Item" }).focus();
  await page.keyboard.press("ArrowUp");
}

test("a new team member with a photo, a card removed, and a feature moved up: saved in both languages, as the build reads them", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const seen = await watch(page);
  const photo = testInfo.outputPath("priya-shah.png");
  await portrait(photo);
  const before = projectFiles();
  const en = texts(before["locales/en/translations.json"]);
  const removed = en.sections.technology.items[2]!;
  const moved = en.sections.product.features[1]!;
  await openCms(page, required(CMS_ORIGIN_ENV));
  await openEntry(page, "Website texts");
  await addPerson(page, photo);
  await removeCard(page, removed.title!);
  await moveUp(page, moved.title!);
  await save(page);
  const after = await readRepository(page);

  // Both languages: the same items, in the same order, with the same photo.
  const saved = ["en", "es"].map((code) => texts(after[`locales/${code}/translations.json`]));
  for (const strings of saved) {
    expect(strings.sections.technology.items.map(({ id }) => id)).not.toContain(removed.id);
    expect(strings.sections.product.features[0]!.id).toBe(moved.id);
    expect(strings.sections.team.members.at(-1)).toMatchObject({
      name: "Priya Shah",
      photo: "priya-shah.png",
    });
  }
  expect(saved[1]!.sections.team.members.at(-1)!.id).toBe(
    saved[0]!.sections.team.members.at(-1)!.id,
  );
  expect(after["src/images/team/priya-shah.png"]?.equals(fs.readFileSync(photo))).toBe(true);
  // The one question asked: before the card went.
  expect(seen).toEqual({
    violations: [],
    errors: [],
    outside: [],
    alerts: [`Remove “${removed.title}”? When you save, it is removed in every language.`],
  });
});
