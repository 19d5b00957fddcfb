import { expect, test, type Page } from "@playwright/test";
import {
  factsPane,
  fieldAt,
  openCms,
  openEntry,
  pane,
  save,
  watch,
  type Watch,
} from "../../harness/cms";
import {
  changedLines,
  projectFiles,
  readRepository,
  type RepoFiles,
} from "../../harness/cmsRepository";
import { CMS_ORIGIN_ENV, required } from "./support/env";

/** Editing texts and facts in the CMS changes exactly what the editor changed, nothing else. */

const origin = () => required(CMS_ORIGIN_ENV);
const ES = "locales/es/translations.json";
const COMPANY = "src/config/company.json";
const quiet: Watch = { violations: [], errors: [], outside: [], alerts: [] };

/** Every file but `changed` is byte for byte what it was. */
function expectUntouched(before: RepoFiles, after: RepoFiles, changed: string[] = []) {
  for (const file of Object.keys(before).filter((name) => !changed.includes(name))) {
    expect(after[file]?.equals(before[file]!), `${file} is unchanged`).toBe(true);
  }
}

async function spanishTagline(page: Page) {
  const tagline = await fieldAt(pane(page, "Spanish"), "Whole site", "Tagline");
  return tagline.getByRole("textbox");
}

test("changing one Spanish text changes that one line of the Spanish file, and nothing else; a key the CMS does not know stays", async ({
  page,
}) => {
  const seen = await watch(page);
  // A key added to the files after the CMS's configuration was built, in both languages.
  const withNewKey = (file: Buffer, text: string) =>
    Buffer.from(
      file.toString("utf8").replace(/("tagline": "[^"]*",\n)/, `$1    "newKey": "${text}",\n`),
    );
  const committed = projectFiles();
  const before = {
    ...committed,
    "locales/en/translations.json": withNewKey(committed["locales/en/translations.json"]!, "New"),
    [ES]: withNewKey(committed[ES]!, "Nuevo"),
  };
  await openCms(page, origin(), before);
  await openEntry(page, "Website texts");
  await (await spanishTagline(page)).fill("Software para tu negocio");
  await save(page);

  const after = await readRepository(page);
  expect(changedLines(before[ES], after[ES])).toEqual([
    '-    "tagline": "Software que funciona donde trabaja tu negocio",',
    '+    "tagline": "Software para tu negocio",',
  ]);
  expectUntouched(before, after, [ES]);
  expect(seen).toEqual(quiet);
});

test("changing the phone number changes that one line of the company facts", async ({ page }) => {
  const seen = await watch(page);
  const before = projectFiles();
  await openCms(page, origin());
  await openEntry(page, "Company facts");
  const phone = (await fieldAt(factsPane(page), "Phone number")).getByRole("textbox");
  await phone.fill("+91 20 6743 1199");
  await save(page);

  const after = await readRepository(page);
  expect(changedLines(before[COMPANY], after[COMPANY])).toEqual([
    '-  "phone": "+91 20 6743 1180",',
    '+  "phone": "+91 20 6743 1199",',
  ]);
  expectUntouched(before, after, [COMPANY]);
  expect(seen).toEqual(quiet);
});
