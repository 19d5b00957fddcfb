import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { buildProject } from "../../harness/projectCopy";
import { portrait } from "../support/portrait";
import { expect, test } from "./fixtures";
import type { PreviewProject } from "./previewProject";

/**
 * The editing loop as an editor meets it with `npm run cms`: every kind of save (a text, a company
 * fact, a list change, a team photo) shows in the preview, written the way the CMS writes in
 * Chrome (swap files renamed over the target) and printing no error; then the server is stopped
 * while a photo may still be encoding, and the next production build of the same folder, with the
 * cache the preview left, passes the first time and shows every change.
 */

const EN = "locales/en/translations.json";
const ES = "locales/es/translations.json";
const COMPANY = "src/config/company.json";
/** Each kind of save twice: the second shows as the first did. */
const ROUNDS = 2;

type Item = { id: string; [field: string]: string };
type Texts = {
  sections: {
    home: { title: string };
    product: { features: Item[] };
    team: { members: Item[] };
  };
};

let preview: PreviewProject;

const texts = (file: string) => JSON.parse(preview.read(file)) as Texts;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Error lines Gatsby printed since `from` (its reporter starts them with ERROR). */
const errorLines = (from: number) =>
  preview
    .printedSince(from)
    .split("\n")
    .filter((line) => /\bERROR\b/.test(line));

/** Saves with `save` and waits until `shown` holds in the page, with no error printed. */
async function savedAndShown(kind: string, save: () => Promise<void>, shown: () => Promise<void>) {
  const from = preview.printed();
  await save();
  try {
    await shown();
  } catch (error) {
    const printed = preview.printedSince(from);
    const firstError = printed.search(/\bERROR\b/);
    const said =
      firstError >= 0 ? printed.slice(firstError, firstError + 3000) : printed.slice(-3000);
    throw new Error(`The ${kind} saved did not show; gatsby develop said:\n${said}`, {
      cause: error,
    });
  }
  expect(errorLines(from), `gatsby develop after a good save:\n${preview.output()}`).toEqual([]);
}

/** Edits both languages' files, one after the other, as one CMS save does. */
async function saveTexts(edit: (tree: Texts, language: "en" | "es") => void) {
  const trees = { en: texts(EN), es: texts(ES) };
  for (const language of ["en", "es"] as const) edit(trees[language], language);
  await preview.save(EN, json(trees.en));
  await preview.save(ES, json(trees.es));
}

/** A new team member with a photo, in both languages. */
async function addMember(id: string, name: string, photo: Buffer) {
  await preview.save(`src/images/team/${id}.png`, photo);
  await saveTexts((tree, language) =>
    tree.sections.team.members.push({
      id,
      photo: `${id}.png`,
      name,
      role: language === "en" ? "Quality engineer" : "Ingeniera de calidad",
      bio: language === "en" ? "Tests every release." : "Prueba cada versión.",
    }),
  );
}

const memberPhoto = (page: Page, name: string) =>
  page.locator("article", { hasText: name }).locator("img");

test.describe.configure({ mode: "serial" });

test.beforeAll(({ preview: running }) => {
  preview = running;
});

test("every kind of save shows in the preview, with no error printed", async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto(`${preview.url}/es/`);
  await expect(page.locator("h1")).toHaveText(texts(ES).sections.home.title, { timeout: 60_000 });

  for (let round = 1; round <= ROUNDS; round++) {
    const title = `Software a medida, versión ${round}`;
    await savedAndShown(
      "text",
      () => saveTexts((tree, language) => language === "es" && (tree.sections.home.title = title)),
      () => expect(page.locator("h1")).toHaveText(title, { timeout: 60_000 }),
    );

    const display = `+91 20 6743 118${round}`;
    const facts = preview.read(COMPANY).replace(/"phone": "[^"]*"/, `"phone": "${display}"`);
    await savedAndShown(
      "fact",
      () => preview.save(COMPANY, facts),
      () =>
        expect(page.locator(`a[href="tel:+91206743118${round}"]`).first()).toHaveText(display, {
          timeout: 60_000,
        }),
    );

    // Features move together in both languages (their ids stay in step).
    const second = texts(ES).sections.product.features[1]!;
    await savedAndShown(
      "list",
      () => saveTexts((tree) => tree.sections.product.features.reverse()),
      () =>
        expect(page.locator("#product h3").first()).toHaveText(
          texts(ES).sections.product.features[0]!.title!,
          { timeout: 60_000 },
        ),
    );
    expect(second.id).not.toBe(texts(ES).sections.product.features[1]!.id);

    const name = `Priya Shah ${round}`;
    const file = test.info().outputPath(`member-${round}.png`);
    await portrait(file, `#3d6e${round}f`);
    await savedAndShown(
      "photo",
      () => addMember(`priya${round}`, name, fs.readFileSync(file)),
      async () => {
        const photo = memberPhoto(page, name);
        await photo.scrollIntoViewIfNeeded({ timeout: 60_000 });
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
            timeout: 60_000,
          })
          .toBeGreaterThan(0);
      },
    );
  }
});

test("stopped while a photo may still be encoding, the next build of the folder passes first time", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.goto(`${preview.url}/es/#team`);
  const file = test.info().outputPath("last-member.png");
  await portrait(file, "#7a3d8f");
  // The server encodes a photo when the browser asks for it: stop it right then.
  const asked = page.waitForRequest(/\/static\/.*\/last\.(avif|webp|png)/, { timeout: 120_000 });
  await addMember("last", "Ravi Rao", fs.readFileSync(file));
  await memberPhoto(page, "Ravi Rao").scrollIntoViewIfNeeded({ timeout: 60_000 });
  await asked;
  await preview.stop({ keepFolder: true });

  const build = buildProject(preview.dir);
  try {
    expect(build.status, build.output.slice(-3000)).toBe(0);
    expect(build.output).not.toMatch(/\bERROR\b|^warn /m);
    const html = fs.readFileSync(path.join(preview.dir, "public", "es", "index.html"), "utf8");
    const card = /<article[^>]*>(?:(?!<\/article>)[\s\S])*Ravi Rao[\s\S]*?<\/article>/.exec(html);
    expect(card?.[0]).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif 64w/);
    expect(html).toContain(`href="tel:+91206743118${ROUNDS}"`);
    expect(html).toContain(`>Software a medida, versión ${ROUNDS}<`);
  } finally {
    preview.remove();
  }
});
