import type { Field, Fields } from "../../src/content/validateCompany";
import { readableName, type CmsField, type Labels } from "./textFields";

/**
 * Node-only, build time. The CMS's fields for the company facts (src/config/company.json), made
 * from the rules the build checks them with (companySchema), so the CMS refuses what the build
 * would: the same patterns, the same choices.
 */

function field(name: string, rule: Field, labels: Labels, prefix: string): CmsField {
  const key = prefix ? `${prefix}.${name}` : name;
  const [label = readableName(name), hint] = labels[key] ?? [];
  const base = { name, label, ...(hint ? { hint } : {}) };
  switch (rule.kind) {
    case "text":
      return { ...base, widget: "string", pattern: ["\\S", "Write it: it cannot be empty."] };
    case "format":
      return {
        ...base,
        widget: "string",
        pattern: [rule.format.pattern.source, `This must be ${rule.format.hint}.`],
      };
    case "oneOf":
      return { ...base, widget: "select", options: [...rule.values] };
    case "day":
      // The build also refuses a day after today; the CMS's own date picker cannot say so.
      return { ...base, widget: "datetime", type: "date", format: "YYYY-MM-DD" };
    case "group":
      return { ...base, widget: "object", fields: companyFields(rule.fields, labels, key) };
    case "list": {
      const fixed = rule.fixed === true;
      const summaryField = Object.keys(rule.fields).find((name) => name !== rule.idField);
      return {
        ...base,
        widget: "list",
        collapsed: true,
        summary: `{{fields.${rule.idField}}}${summaryField ? ` – {{fields.${summaryField}}}` : ""}`,
        allow_add: !fixed,
        allow_remove: !fixed,
        allow_duplicate: !fixed,
        fields: companyFields(rule.fields, labels, key),
      };
    }
  }
}

export function companyFields(schema: Fields, labels: Labels, prefix = ""): CmsField[] {
  return Object.entries(schema).map(([name, rule]) => field(name, rule, labels, prefix));
}
