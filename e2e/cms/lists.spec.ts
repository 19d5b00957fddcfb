import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { buildProject, copyProject } from "../../harness/projectCopy";
import { portrait } from "../support/portrait";
import { fieldAt, lastPerson, openCms, openEntry, pane, save, watch } from "../../harness/cms";
import { projectFiles, readRepository } from "../../harness/cmsRepository";
import { CMS_ORIGIN_ENV, required } from "./support/env";

/**
 * The lists on the page are the editor's: adding a team member with a photo in both languages,
 * removing a technology card and moving a product feature up, in the CMS, and the next build
 * shows all three on / and /es/.
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

test("a new team member with a photo, a card removed, a feature moved up and a text changed: saved in both languages, shown by the next build", async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
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
  const tagline = await fieldAt(pane(page, "Spanish"), "Whole site", "Tagline");
  await tagline.getByRole("textbox").fill("Software que funciona allí donde trabaja tu empresa");
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

  // The next build, from exactly these files: first time, and with no error or warning. A build of
  // its own: the test build holds no save (a build on a kept cache: e2e/develop, e2e/publish).
  const project = copyProject("cms-saved-", { shipped: true });
  for (const [file, bytes] of Object.entries(after)) {
    if (file.startsWith(".git/")) continue;
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.writeFileSync(path.join(project, file), bytes);
  }
  const build = buildProject(project);
  expect(build.status, build.output.slice(-3000)).toBe(0);
  expect(build.output).not.toMatch(/\bERROR\b|^warn /m);
  expect(fs.readFileSync(path.join(project, "public", "es", "index.html"), "utf8")).toContain(
    "Software que funciona allí donde trabaja tu empresa",
  );
  for (const [page_, strings, role] of [
    ["index.html", saved[0]!, "Quality Lead"],
    ["es/index.html", saved[1]!, "Responsable de calidad"],
  ] as const) {
    const html = fs.readFileSync(path.join(project, "public", page_), "utf8");
    const card =
      /<article[^>]*>(?:(?!<\/article>)[\s\S])*Priya Shah[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(card, page_).toContain(role);
    expect(card, page_).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif 64w/);
    expect(html, page_).not.toContain(`>${en.sections.technology.items[2]!.title}<`);
    const featureTitles = strings.sections.product.features.map(({ title }) => title!);
    const positions = featureTitles.map((title) => html.indexOf(`>${title}<`));
    expect(
      positions.every((at, index) => at > 0 && (index === 0 || at > positions[index - 1]!)),
      page_,
    ).toBe(true);
  }
  fs.rmSync(project, { recursive: true, force: true });
});
