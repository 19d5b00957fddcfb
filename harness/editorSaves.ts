import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { inPlaceJson, type CustomFormat } from "../src/admin/inPlaceJson";
import {
  companyCheck,
  preSave,
  textsCheck,
  type EntryMap,
  type SiteContext,
} from "../src/admin/saveChecks";
import { SECURITY_SECTION_ID } from "../src/config/navigation";
import { site } from "../src/config/site";
import { isObject, type Tree } from "../src/content/localeTree";
import { COMPANY_FILE, namedInTexts } from "../src/content/validateCompany";
import { TEAM_PHOTOS_FOLDER } from "../src/i18n/lists";
import { LOCALES_FOLDER, LOCALE_FILE_NAME } from "../src/i18n/namespace";
import { mapTexts, pseudoLocalize } from "./pseudoLocalize";

/**
 * Saves of every kind editors make in the CMS, made in a copy of the project as the CMS makes
 * them: each file read and written with the CMS's format (src/admin/inPlaceJson.ts), and each save
 * through the CMS's own preSave hook (src/admin/saveChecks.ts), which fills in a person's name
 * typed once and must let every save through. Every text changes in every language, every list
 * loses, gains (a duplicate) and reorders items, every kind of fact changes, a photo is uploaded.
 * Generic over the content it starts from: only what the code requires is named.
 */

type Item = { id: string; [field: string]: string };

const at = (tree: Tree, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), tree);

function set(tree: Tree, key: string, value: unknown): void {
  const parts = key.split(".");
  const name = parts.pop()!;
  (parts.length ? (at(tree, parts.join(".")) as Tree) : tree)[name] = value;
}

/** All but the last, unless that would empty the list (the CMS and the build refuse that). */
const fewer = (ids: string[]) => (ids.length > 1 ? ids.slice(0, -1) : ids);

/**
 * The list at `key` with the items `keep` chooses, in its order, and, second, a duplicate of the
 * first item (the CMS's Duplicate) changed by `added`, under an id the list does not have yet.
 */
function relist(tree: Tree, key: string, keep: (ids: string[]) => string[], added: Item): void {
  const items = at(tree, key) as Item[];
  const ids = items.map(({ id }) => id);
  let id = added.id;
  for (let n = 2; ids.includes(id); n++) id = `${added.id}-${n}`;
  const kept = keep(ids).map((kept) => items.find((item) => item.id === kept)!);
  items.splice(0, items.length, kept[0]!, { ...items[0]!, ...added, id }, ...kept.slice(1));
}

const NEW_PHOTO = "person-added.jpg";

/** One language's texts after the saves. */
function editTexts(tree: Tree, defaultLanguage: boolean): Tree {
  // Every text rewritten (accented, longer, in brackets), placeholders and tags kept in place.
  const texts = mapTexts(tree, pseudoLocalize);
  set(texts, "lang.name", `${at(tree, "lang.name") as string} (2)`);
  set(texts, "sections.home.title", "¿Software (& support)? Yes: 100% “built + kept running”");
  set(texts, "footer.copyright", "{{name}}, {{year}} ©");
  const features = "sections.product.features";
  const lastFeature = (at(texts, features) as Item[]).at(-1)!;
  // Each list loses two items (keeping one) and gains one, or gains one, and is reordered.
  const twoFewer = (ids: string[]) => fewer(fewer(ids)).reverse();
  relist(texts, "sections.home.stats", twoFewer, { id: "stat-added" });
  relist(texts, features, twoFewer, { id: "feature-added" });
  // A card titled like a product feature.
  relist(texts, "sections.technology.items", (ids) => ids.reverse(), {
    id: "card-added",
    title: lastFeature.title!,
  });
  // With a photo; the name typed in the default language only.
  relist(texts, "sections.team.members", twoFewer, {
    id: "person-added",
    photo: NEW_PHOTO,
    ...(defaultLanguage ? { name: "Priya Sharma" } : { name: "" }),
  });
  // The section the footer links to stays.
  relist(
    texts,
    "privacy.sections",
    (ids) => [...twoFewer(ids.filter((id) => id !== SECURITY_SECTION_ID)), SECURITY_SECTION_ID],
    { id: "section-added" },
  );
  return texts;
}

/** The company facts after the saves: every kind of fact, in a form the validator accepts. */
function editCompany(facts: Tree): Tree {
  const edited = structuredClone(facts);
  set(edited, "phone", "+91 (20) 6743-1180");
  set(edited, "emails.general", "namaste@sahyadri-software.co.in");
  set(edited, "emails.careers", "jobs+pune@sahyadri-software.co.in");
  set(edited, "messaging.label", "WhatsApp Business");
  set(edited, "messaging.url", "https://wa.me/919876543210?text=Hello%20Sahyadri");
  // The offices in another order (their list is fixed), an address and a postal code changed.
  const offices = (edited.offices as Item[]).reverse();
  Object.assign(offices[0]!, { streetAddress: "12/A, “Tech Park”, Outer Ring Road", region: "KA" });
  Object.assign(offices.at(-1)!, { postalCode: "411 045" });
  // A network removed, the rest in another order, one address changed.
  const social = (edited.social as { network: string; url: string }[]).slice(1).reverse();
  if (social[0]) social[0].url = `${social[0].url.replace(/\/$/, "")}/?from=site`;
  edited.social = social;
  set(edited, "privacyPolicyUpdated", new Date().toISOString().slice(0, 10));
  return edited;
}

/** Immutable.js's Map as the CMS hands an entry to its hooks, over a plain object. */
export const cmsEntry = (value: unknown): EntryMap => ({
  get: (key) => {
    const child = (value as Tree)[key];
    return child === undefined ? undefined : cmsEntry(child);
  },
  setIn: (keys, child) => {
    const copy = structuredClone(value) as Tree;
    const parent = keys.slice(0, -1).reduce<unknown>((node, key) => (node as Tree)[key], copy);
    (parent as Tree)[keys.at(-1)!] = child;
    return cmsEntry(copy);
  },
  toJS: () => value,
});

const refuse = (text: string) => {
  throw new Error(`The CMS refuses a save of harness/editorSaves.ts:\n${text}`);
};

const read = (format: CustomFormat, file: string) =>
  format.fromFile(fs.readFileSync(file, "utf8")) as Tree;

/** Makes the saves in `project` (a copy: see projectCopy.ts). */
export async function saveAsEditors(project: string): Promise<void> {
  const { defaultLanguage } = site;
  const fileOf = (code: string) => path.join(project, LOCALES_FOLDER, code, LOCALE_FILE_NAME);
  const languages = fs
    .readdirSync(path.join(project, LOCALES_FOLDER))
    .filter((code) => fs.existsSync(fileOf(code)));
  const others = languages.filter((code) => code !== defaultLanguage);

  // The photo, uploaded first, as Chrome's file access writes it (owner-only).
  const photo = path.join(project, TEAM_PHOTOS_FOLDER, NEW_PHOTO);
  await sharp({ create: { width: 480, height: 480, channels: 3, background: "#8a6a43" } })
    .jpeg()
    .toFile(photo);
  fs.chmodSync(photo, 0o600);

  const texts = inPlaceJson();
  const trees = Object.fromEntries(languages.map((code) => [code, read(texts, fileOf(code))]));
  const context: SiteContext = {
    defaultLanguage,
    languages,
    languageNames: Object.fromEntries(languages.map((code) => [code, code])),
    ...namedInTexts(trees[defaultLanguage]!),
    today: "", // the check takes today's date itself
  };
  const company = inPlaceJson();
  const companyFile = path.join(project, COMPANY_FILE);
  const hook = preSave(textsCheck(context, texts), companyCheck(context, company), refuse);

  const entry = cmsEntry({
    data: editTexts(trees[defaultLanguage]!, true),
    i18n: Object.fromEntries(
      others.map((code) => [code, { data: editTexts(trees[code]!, false) }]),
    ),
  });
  const saved = (hook({ entry }) ?? entry).toJS() as {
    data: Tree;
    i18n: Record<string, { data: Tree }>;
  };
  fs.writeFileSync(fileOf(defaultLanguage), texts.toFile(saved.data as never));
  for (const code of others)
    fs.writeFileSync(fileOf(code), texts.toFile(saved.i18n[code]!.data as never));

  const facts = cmsEntry({ data: editCompany(read(company, companyFile)) });
  hook({ entry: facts });
  fs.writeFileSync(companyFile, company.toFile((facts.toJS() as { data: never }).data));
}
