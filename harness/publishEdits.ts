import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { TEAM_PHOTOS_FOLDER } from "../src/i18n/lists";

/**
 * An editor's saves, written into a copy of the project as the CMS writes them: one Spanish text,
 * a team photo (the file and the member's `photo` in both languages), a broken locale file.
 */

export const ES_FILE = "locales/es/translations.json";
const EN_FILE = "locales/en/translations.json";

type Texts = { sections: { team: { title: string } } };

/** A new Spanish team title (the file's one changed line); returns the text now shown. */
export function changeText(project: string, marker: string): string {
  const file = path.join(project, ES_FILE);
  const source = fs.readFileSync(file, "utf8");
  const before = (JSON.parse(source) as Texts).sections.team.title;
  const after = `${before.replace(/ \(.*\)$/, "")} (${marker})`;
  fs.writeFileSync(file, source.replace(JSON.stringify(before), JSON.stringify(after)));
  return after;
}

/** A new portrait for member `id` in both languages; resolves when both files are written. */
export async function addPhoto(project: string, id: string, name: string): Promise<void> {
  const folder = path.join(project, TEAM_PHOTOS_FOLDER.replace(/^\//, ""));
  fs.mkdirSync(folder, { recursive: true });
  // Each name its own backdrop: a new photo is new content, not a copy under another name.
  const backdrop = createHash("sha256").update(name).digest("hex").slice(0, 6);
  await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360">' +
        `<rect width="300" height="360" fill="#${backdrop}"/>` +
        '<circle cx="150" cy="150" r="70" fill="#d9a066"/></svg>',
    ),
  )
    .png()
    .toFile(path.join(folder, name));
  for (const relative of [EN_FILE, ES_FILE]) {
    const file = path.join(project, relative);
    const source = fs.readFileSync(file, "utf8");
    // A member with a photo gets the new one; one without, a `photo` after its `id`.
    const withPhoto = source.replace(
      new RegExp(`^(\\s*)"id": "${id}",(\\n\\s*"photo": "[^"]*",)?$`, "m"),
      (_line, indent: string) =>
        `${indent}"id": "${id}",\n${indent}"photo": ${JSON.stringify(name)},`,
    );
    if (withPhoto === source) throw new Error(`${relative} has no member ${id}`);
    fs.writeFileSync(file, withPhoto);
  }
}

/** A save that cannot be published (a comma left behind); returns the undo. */
export function breakLocale(project: string): () => void {
  const file = path.join(project, ES_FILE);
  const source = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, source.replace(/\n}\s*$/, ",\n}\n"));
  return () => fs.writeFileSync(file, source);
}

/**
 * A developer's change pushed with it: a component the pages' bundles carry, so those bundles get
 * new names (the theme switch's glyph; the switch is hidden on this site).
 */
export function changeCode(project: string): void {
  const file = path.join(project, "src/components/ui/ThemeToggle.tsx");
  const source = fs.readFileSync(file, "utf8");
  if (!source.includes('"☀"')) throw new Error(`${file}: its glyph moved`);
  fs.writeFileSync(file, source.replace('"☀"', '"☼"'));
}
