import fs from "node:fs";
import path from "node:path";

/**
 * An editor's saves, written into a copy of the project as the CMS writes them: one Spanish text,
 * a broken locale file.
 */

export const ES_FILE = "locales/es/translations.json";

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
