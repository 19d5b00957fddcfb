import fs from "node:fs";
import path from "node:path";
import { pseudoLocalizeTree } from "./pseudoLocalize";
import { LOCALES_FOLDER } from "../../src/i18n/namespace";
import { localeFile } from "./readLanguages";

/**
 * Node-only, called once by gatsby-config: returns the folder the site is built from. Checking
 * the translations is gatsby-node's `onPreInit` (`checkLocales`): code run while Gatsby loads its
 * config must not throw, or Gatsby swallows the error and fails later with an unrelated one.
 *
 * With `PSEUDO_LOCALE=1` that folder is a pseudo-localized copy of `locales/` (see
 * pseudoLocalize.ts), written to `.pseudo-locales/`: same languages, same routes, longer text.
 */

export const PSEUDO_LOCALES_FOLDER = ".pseudo-locales";

export const isPseudoLocaleBuild = () => /^(1|true|yes)$/i.test(process.env.PSEUDO_LOCALE ?? "");

/** The folder Gatsby reads translations from (gatsby-config and gatsby-node agree through it). */
export function localesDirectory(rootDir: string): string {
  return path.join(rootDir, isPseudoLocaleBuild() ? PSEUDO_LOCALES_FOLDER : LOCALES_FOLDER);
}

/**
 * Files are written only when their content changes: Gatsby loads gatsby-config again in its
 * worker processes during a build, and rewriting (or deleting) the copy then makes
 * gatsby-source-filesystem drop and re-create the locale nodes while pages are being rendered,
 * which can leave a page without its strings.
 */
export function prepareLocales(rootDir: string): string {
  const target = localesDirectory(rootDir);
  if (!isPseudoLocaleBuild()) return target;

  const source = path.join(rootDir, LOCALES_FOLDER);
  const pseudoFiles = new Map<string, string>();
  for (const code of fs.readdirSync(source)) {
    const file = localeFile(source, code);
    if (!fs.existsSync(file)) continue;
    const content = fs.readFileSync(file, "utf8");
    let pseudo = content; // a broken file is copied as-is; onPreInit reports it
    try {
      const tree = JSON.parse(content) as Record<string, unknown>;
      pseudo = `${JSON.stringify(pseudoLocalizeTree(tree), null, 2)}\n`;
    } catch {
      // reported by the locale check
    }
    pseudoFiles.set(code, pseudo);
  }

  if (fs.existsSync(target)) {
    for (const entry of fs.readdirSync(target)) {
      if (!pseudoFiles.has(entry)) fs.rmSync(path.join(target, entry), { recursive: true });
    }
  }
  for (const [code, pseudo] of pseudoFiles) {
    const file = localeFile(target, code);
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === pseudo) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pseudo);
  }
  return target;
}
