import { layoutProblem } from "./jsonLayout";
import { socialNetworks } from "../config/site";
import type { FileProblem } from "./fileProblem";
import { readJson } from "./jsonSyntax";
import { formats, isCalendarDate, type Format } from "./companyFormats";

/**
 * Checks `src/config/company.json`, the facts editors change, before anything is built: every
 * value is what it stands for (a phone number, an e-mail address, an https address, a date) and
 * what the code expects (an office or a country named in the locale files, a social network with
 * an icon). Pure: it takes the file's text and returns every problem with its line, column and
 * field (`offices[pune].postalCode`), in words an editor can act on.
 */

export const COMPANY_FILE = "src/config/company.json";

export type CompanyProblem = FileProblem & { key?: string };

export type CompanyContext = {
  /** Offices with a name (`offices.<id>.name`) in the default language's file. */
  officeIds: string[];
  /** Countries with a name (`countries.<code>`) in the default language's file. */
  countries: string[];
  /** Today, `YYYY-MM-DD`: the privacy policy cannot have changed later. */
  today: string;
};

/**
 * Today where the calendar is furthest ahead (UTC+14), `YYYY-MM-DD`: an editor who writes their
 * own today's date is never refused by a build or a browser whose clock is in another time zone.
 */
export const latestToday = (now = new Date()) =>
  new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * A text field: any non-empty text, a format, one of a few values, or a day no later than one.
 * Data, not code: the CMS builds its fields from the same rules (plugins/cms). Ours rather than
 * JSON Schema with ajv: "one item per network" and "not after today" are not JSON Schema, the
 * CMS's page allows no eval (so ajv 8's precompiled validators, a second build step), and ajv's
 * errors would still need this much code to become messages naming the item and the fix.
 */
export type Rule =
  | { kind: "text" }
  | { kind: "format"; format: Format }
  | { kind: "oneOf"; values: readonly string[]; why: string }
  | { kind: "day"; notAfter: string };
/** A field: text, a group of fields, or a list of groups named by one of their fields. */
export type Field =
  | Rule
  | { kind: "group"; fields: Fields }
  | { kind: "list"; fields: Fields; idField: string; fixed?: boolean };
export type Fields = { [name: string]: Field };

const text: Rule = { kind: "text" };
const format = (chosen: Format): Rule => ({ kind: "format", format: chosen });

/** The offices and countries the default language's texts name (what the facts may refer to). */
export function namedInTexts(texts: {
  offices?: unknown;
  countries?: unknown;
}): Pick<CompanyContext, "officeIds" | "countries"> {
  const keys = (group: unknown) => (group && typeof group === "object" ? Object.keys(group) : []);
  return { officeIds: keys(texts.offices), countries: keys(texts.countries) };
}

/** The facts and what each must be. */
export function companySchema({ officeIds, countries, today }: CompanyContext): Fields {
  return {
    offices: {
      kind: "list",
      idField: "id",
      // Each office's name is in the locale files under its id: offices are changed, not added.
      fixed: true,
      fields: {
        id: {
          kind: "oneOf",
          values: officeIds,
          why: "each office's name is offices.<id>.name in the locale files",
        },
        streetAddress: text,
        locality: text,
        region: text,
        postalCode: format(formats.postalCode),
        country: {
          kind: "oneOf",
          values: countries,
          why: "each country's name is countries.<code> in the locale files",
        },
      },
    },
    phone: format(formats.phone),
    emails: {
      kind: "group",
      fields: { general: format(formats.email), careers: format(formats.email) },
    },
    messaging: { kind: "group", fields: { label: text, url: format(formats.httpsUrl) } },
    social: {
      kind: "list",
      idField: "network",
      fields: {
        network: {
          kind: "oneOf",
          values: socialNetworks,
          why: "the networks the footer has an icon for",
        },
        url: format(formats.httpsUrl),
      },
    },
    privacyPolicyUpdated: { kind: "day", notAfter: today },
  };
}

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);
type Path = (string | number)[];

function wrongText(value: string, rule: Rule): string | undefined {
  switch (rule.kind) {
    case "text":
      return value.trim() === "" ? "is empty: write it" : undefined;
    case "format":
      return rule.format.pattern.test(value) ? undefined : `is not ${rule.format.hint}`;
    case "oneOf":
      return rule.values.includes(value)
        ? undefined
        : `must be one of ${rule.values.join(", ")} (${rule.why})`;
    case "day":
      if (!formats.date.pattern.test(value) || !isCalendarDate(value))
        return `is not ${formats.date.hint}`;
      return value > rule.notAfter
        ? "is in the future: write the day the policy last changed"
        : undefined;
  }
}

export function validateCompany(content: string, context: CompanyContext): CompanyProblem[] {
  const read = readJson(content);
  if (!read.ok) {
    return [{ file: COMPANY_FILE, line: read.line, column: read.column, message: read.message }];
  }
  const positions = new Map(
    [...read.keys, ...read.elements].map(({ path, line, column }) => [
      path.join("."),
      { line, column },
    ]),
  );
  const problems: CompanyProblem[] = [];
  const add = (key: string, path: Path, message: string) =>
    problems.push({ file: COMPANY_FILE, ...positions.get(path.join(".")), key, message });
  const join = (key: string, name: string) => (key ? `${key}.${name}` : name);

  const checkGroup = (node: unknown, fields: Fields, key: string, path: Path) => {
    if (!isNode(node)) {
      const where = key || "The file";
      return add(key, path, `${where} must be a group of fields in braces ({ … }).`);
    }
    for (const [name, field] of Object.entries(fields)) {
      const fieldKey = join(key, name);
      if (node[name] === undefined) {
        add(fieldKey, path, `${fieldKey} is missing: add it${key ? ` to ${key}` : ""}.`);
      } else {
        checkField(node[name], field, fieldKey, [...path, name]);
      }
    }
    for (const name of Object.keys(node).filter((name) => !(name in fields))) {
      const known = Object.keys(fields).join(", ");
      add(
        join(key, name),
        [...path, name],
        `${join(key, name)} is not a fact the site uses: remove it, or check its spelling (${known}).`,
      );
    }
  };

  const checkList = (
    value: unknown,
    { fields, idField }: { fields: Fields; idField: string },
    key: string,
    path: Path,
  ) => {
    if (!Array.isArray(value)) return add(key, path, `${key} must be a list ([ … ]).`);
    const seen = new Set<unknown>();
    value.forEach((item, index) => {
      const id = isNode(item) ? item[idField] : undefined;
      const itemKey = typeof id === "string" && id ? `${key}[${id}]` : `${key}[#${index + 1}]`;
      if (id !== undefined && seen.has(id)) {
        add(itemKey, [...path, index], `${itemKey} is in the list twice: keep one.`);
      }
      seen.add(id);
      checkGroup(item, fields, itemKey, [...path, index]);
    });
  };

  const checkField = (value: unknown, field: Field, key: string, path: Path) => {
    if (field.kind === "group") return checkGroup(value, field.fields, key, path);
    if (field.kind === "list") return checkList(value, field, key, path);
    if (typeof value !== "string") return add(key, path, `${key} must be text in double quotes.`);
    const wrong = wrongText(value, field);
    if (wrong) add(key, path, `${key} ${JSON.stringify(value)} ${wrong}.`);
  };

  checkGroup(read.value, companySchema(context), "", []);
  // Once the facts are right. A key written twice is read once (the last), so it shows here as a
  // line the CMS would drop.
  const layout = problems.length === 0 ? layoutProblem(content, read.value) : undefined;
  if (layout) problems.push({ file: COMPANY_FILE, ...layout });
  return problems;
}
