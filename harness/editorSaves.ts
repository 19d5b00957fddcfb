import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { enteredOnceFills } from "../src/admin/enteredOnce";
import { inPlaceJson, type CustomFormat } from "../src/admin/inPlaceJson";
import {
  companyCheck,
  textsCheck,
  type SaveCheck,
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
 * Saves of every kind editors make in the CMS, written into a copy of the project the way the CMS
 * writes them: each file read and written with its format (src/admin/inPlaceJson.ts), a person's
 * name entered once and copied into the other languages, and the CMS's own checks before each
 * save (src/admin/saveChecks.ts), which must let every one through. Every text changes in every
 * language, every list loses, gains and reorders items, every kind of fact changes, a team photo
 * is uploaded. Tests that pin what the content says fail on the result.
 */

type Item = { id: string; [field: string]: string };

const at = (tree: Tree, key: string): unknown =>
  key
    .split(".")
    .filter(Boolean)
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), tree);

function set(tree: Tree, key: string, value: unknown): void {
  const parts = key.split(".");
  const name = parts.pop()!;
  (at(tree, parts.join(".")) as Tree)[name] = value;
}

/** The list at `key` rebuilt from its items by id (an id not there is a new item's). */
function rebuild(tree: Tree, key: string, ids: string[], added: Record<string, Item> = {}): void {
  const items = at(tree, key) as Item[];
  const byId = new Map(items.map((item) => [item.id, item]));
  const rebuilt = ids.map((id) => byId.get(id) ?? added[id]);
  if (rebuilt.some((item) => item === undefined)) throw new Error(`${key}: no item among ${ids}`);
  items.splice(0, items.length, ...(rebuilt as Item[]));
}

const ids = (tree: Tree, key: string) => (at(tree, key) as Item[]).map((item) => item.id);
/** All but the last, unless that would empty the list (the CMS and the build refuse that). */
const fewer = (list: string[]) => (list.length > 1 ? list.slice(0, -1) : list);
/** `list` with `id` inserted second. */
const second = (list: string[], id: string) => [...list.slice(0, 1), id, ...list.slice(1)];

export const NEW_PHOTO = "priya-sharma-added.jpg";

/**
 * One language's texts after the saves; `english` picks the words of new texts. Generic over the
 * content it starts from, whatever editors have made of it (only the code's keys are named).
 */
function editTexts(tree: Tree, english: boolean): Tree {
  // Every text rewritten (accented, longer, in brackets), placeholders and tags kept in place.
  const texts = mapTexts(tree, pseudoLocalize);
  set(texts, "lang.name", `${at(tree, "lang.name") as string} (${english ? "India" : "España"})`);
  set(
    texts,
    "sections.home.title",
    english
      ? "Software (and support)? Yes: 100% “built + kept running” & more"
      : "¿Software (y soporte)? Sí: 100 % «hecho + mantenido» y más",
  );
  set(texts, "footer.copyright", "{{name}}, {{year}} ©");

  // One headline figure fewer, the rest reversed.
  rebuild(texts, "sections.home.stats", fewer(ids(texts, "sections.home.stats")).reverse());
  // Features reversed, one fewer.
  const features = "sections.product.features";
  rebuild(texts, features, fewer(ids(texts, features)).reverse());
  // One technology card more, second, titled like a product feature; the others reversed.
  const cards = "sections.technology.items";
  rebuild(texts, cards, second(ids(texts, cards).reverse(), "support-added"), {
    "support-added": {
      id: "support-added",
      title: (at(texts, features) as Item[]).at(-1)!.title!,
      body: english
        ? "We stay on call after launch: fixes within a day, updates every month."
        : "Seguimos disponibles tras el lanzamiento: arreglos en un día, novedades cada mes.",
    },
  });
  // Two people fewer; a new one, with a photo, second (her name typed once, in English).
  const team = "sections.team.members";
  rebuild(texts, team, second(fewer(fewer(ids(texts, team))), "priya-added"), {
    "priya-added": {
      id: "priya-added",
      photo: NEW_PHOTO,
      name: english ? "Priya Sharma" : "",
      role: english ? "Head of Quality" : "Responsable de calidad",
      bio: english
        ? "Priya makes sure every release is tested on the phones our clients' customers use."
        : "Priya se asegura de que cada versión se pruebe en los teléfonos de los clientes.",
    },
  });
  // Two policy sections fewer, one more, all in reverse order (the one the footer links to stays).
  const policy = "privacy.sections";
  const others = ids(texts, policy).filter((id) => id !== SECURITY_SECTION_ID);
  rebuild(
    texts,
    policy,
    [...fewer(fewer(others)), SECURITY_SECTION_ID, "cookies-added"].reverse(),
    {
      "cookies-added": {
        id: "cookies-added",
        title: "Cookies",
        body: english ? "This site sets none." : "Este sitio no usa ninguna.",
      },
    },
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

/** What the CMS hands its preSave hooks (Immutable.js Maps), over plain objects. */
const entryOf = (value: unknown): Parameters<SaveCheck>[0] => ({
  get: (key) => {
    const child = (value as Tree)[key];
    return child === undefined ? undefined : entryOf(child);
  },
  toJS: () => value,
});

function save(check: SaveCheck, entry: object, what: string): void {
  const problems = check(entryOf(entry));
  if (problems.length > 0) throw new Error(`The CMS refuses the ${what}:\n${problems.join("\n")}`);
}

const read = (format: CustomFormat, file: string) =>
  format.fromFile(fs.readFileSync(file, "utf8")) as Tree;

/** Makes the saves in `project` (a copy: see projectCopy.ts). */
export async function saveAsEditors(project: string): Promise<void> {
  const { defaultLanguage } = site;
  const localesDir = path.join(project, LOCALES_FOLDER);
  const languages = fs
    .readdirSync(localesDir)
    .filter((code) => fs.existsSync(path.join(localesDir, code, LOCALE_FILE_NAME)));
  const fileOf = (code: string) => path.join(localesDir, code, LOCALE_FILE_NAME);

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
    today: "",
  };
  const edited = Object.fromEntries(
    languages.map((code) => [code, editTexts(trees[code]!, code === defaultLanguage)]),
  );
  const data = edited[defaultLanguage]!;
  const others = Object.fromEntries(
    languages.filter((code) => code !== defaultLanguage).map((code) => [code, edited[code]!]),
  );
  for (const { locale, path: keys, value } of enteredOnceFills(data, others)) {
    const parent = keys
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Tree)[key], others[locale]);
    (parent as Tree)[keys.at(-1)!] = value;
  }
  const i18n = Object.fromEntries(
    Object.entries(others).map(([code, own]) => [code, { data: own }]),
  );
  save(textsCheck(context, texts), { data, i18n }, "texts");
  for (const code of languages) fs.writeFileSync(fileOf(code), texts.toFile(edited[code] as never));

  const company = inPlaceJson();
  const companyFile = path.join(project, COMPANY_FILE);
  const facts = editCompany(read(company, companyFile));
  save(companyCheck(context, company), { data: facts }, "company facts");
  fs.writeFileSync(companyFile, company.toFile(facts as never));
}
