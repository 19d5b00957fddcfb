import type { Tree } from "../content/localeTree";
import { latestToday, validateCompany, type CompanyContext } from "../content/validateCompany";
import { validateLocales } from "../content/validateLocales";
import { enteredOnceFills } from "./enteredOnce";
import type { CustomFormat } from "./inPlaceJson";

/**
 * Before the CMS saves, the build's own checks run on the files it is about to write: the same
 * code as `npm run build` (src/content), so an editor cannot save what the build would refuse. The
 * CMS's fields already refuse most mistakes where they are typed (empty texts, placeholders, the
 * formats of the company facts); this also catches what no single field can see (the privacy
 * policy's security section removed, a network listed twice, a date in the future).
 */

/** What the page tells this script about the site (a JSON block in /admin/index.html). */
export type SiteContext = CompanyContext & {
  defaultLanguage: string;
  languages: string[];
  /** Each language's own name, for messages. */
  languageNames: Record<string, string>;
};

/** The slice of Immutable.js's Map the CMS passes to preSave (and takes back from it). */
export type EntryMap = {
  get(key: string): EntryMap | undefined;
  setIn(path: (string | number)[], value: unknown): EntryMap;
  toJS(): unknown;
};

type SaveCheck = (entry: EntryMap) => string[];

export function textsCheck(context: SiteContext, format: CustomFormat): SaveCheck {
  return (entry) => {
    const data = entry.get("data")?.toJS() as never;
    const others = (entry.get("i18n")?.toJS() ?? {}) as Record<string, { data: never }>;
    const locales = [
      { code: context.defaultLanguage, content: format.toFile(data) },
      ...Object.entries(others).map(([code, { data: own }]) => ({
        code,
        content: format.toFile(own),
      })),
    ];
    const problems = validateLocales({
      defaultLanguage: context.defaultLanguage,
      locales,
      flags: context.languages,
    });
    return problems.map(({ file, message }) => {
      const code = /^locales\/([^/]+)\//.exec(file)?.[1] ?? "";
      return `${context.languageNames[code] ?? code}: ${message}`;
    });
  };
}

export function companyCheck(context: SiteContext, format: CustomFormat): SaveCheck {
  return (entry) => {
    const today = latestToday();
    const content = format.toFile(entry.get("data")?.toJS() as never);
    return validateCompany(content, { ...context, today }).map(({ message }) => message);
  };
}

/** Runs a check; on a problem tells the editor what to fix, and stops the save. */
function guard(check: SaveCheck, tell: (text: string) => void) {
  return (entry: EntryMap): undefined => {
    const problems = check(entry);
    if (problems.length === 0) return undefined;
    tell(["Not saved. Please fix this first:", ...problems.map((line) => `• ${line}`)].join("\n"));
    throw new Error(`Not saved: ${problems.join(" ")}`);
  };
}

/** The texts with every entered-once text a language left empty copied in (enteredOnce.ts). */
function withEnteredOnce(entry: EntryMap): EntryMap {
  const { data, i18n = {} } = entry.toJS() as { data: Tree; i18n?: Record<string, { data: Tree }> };
  const others = Object.fromEntries(Object.entries(i18n).map(([code, own]) => [code, own.data]));
  return enteredOnceFills(data, others).reduce(
    (map, { locale, path, value }) => map.setIn(["i18n", locale, "data", ...path], value),
    entry,
  );
}

/**
 * The CMS's preSave hook: the texts get their entered-once copies, then each entry its check.
 * Returns the entry to save when it changed it.
 */
export function preSave(texts: SaveCheck, company: SaveCheck, tell: (text: string) => void) {
  const checks = { texts: guard(texts, tell), company: guard(company, tell) };
  return ({ entry }: { entry: EntryMap }): EntryMap | undefined => {
    // The entry's kind by its content: the texts have their language, the facts a phone.
    if (entry.get("data")?.get("lang") === undefined) return checks.company(entry);
    const filled = withEnteredOnce(entry);
    checks.texts(filled);
    return filled === entry ? undefined : filled;
  };
}
