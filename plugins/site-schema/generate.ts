/**
 * `npm run site-schema [-- --check]`: the facts' types in `src/config/site.ts` (`SiteConfig`, the
 * site's settings, and `CompanyFacts`, the editors' company.json as a node) are their one
 * description; this writes what GraphQL needs from them, so neither can drift:
 * - plugins/site-schema/schema.generated.ts, the exact GraphQL types (no invented nulls in the
 *   query types Gatsby generates);
 * - src/hooks/siteFacts.generated.ts, the fragments `useSiteMetadata()` and `useCompanyFacts()`
 *   query: every field but those marked `@buildOnly`.
 * `--check` (in `npm run test:static`) fails instead of writing when a file is out of date.
 * Node-only and run by hand or in CI, never by the build: it loads TypeScript's checker.
 */
import fs from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import ts from "typescript";

const root = path.join(__dirname, "..", "..");
const source = path.join(root, "src", "config", "site.ts");
const outputs = {
  schema: path.join(root, "plugins", "site-schema", "schema.generated.ts"),
  fragment: path.join(root, "src", "hooks", "siteFacts.generated.ts"),
};

const program = ts.createProgram([source], {
  strict: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  types: [],
  noEmit: true,
});
const checker = program.getTypeChecker();
const sourceFile = program.getSourceFile(source);
function declaredType(name: string): ts.Type {
  const alias = sourceFile?.statements.find(
    (node): node is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(node) && node.name.text === name,
  );
  if (!alias) throw new Error(`src/config/site.ts no longer declares \`type ${name}\``);
  return checker.getTypeAtLocation(alias.name);
}

/** GraphQL type definitions by name, in the order first met. */
const definitions = new Map<string, string>();
const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The alias a property's type is written with (`id: OfficeId`), which TypeScript may resolve away. */
function writtenAlias(property: ts.Symbol): string | undefined {
  let node = (property.valueDeclaration as ts.PropertySignature | undefined)?.type;
  if (node && ts.isArrayTypeNode(node)) node = node.elementType;
  return node && ts.isTypeReferenceNode(node) ? node.typeName.getText() : undefined;
}

/**
 * The GraphQL type of a TypeScript one: an object type is `Site` + its alias or else the field's
 * name (`name`), unless `typeName` names it.
 */
function graphqlType(
  type: ts.Type,
  name: string,
  written?: string,
  typeName?: string,
  node = false,
): string {
  const element = checker.isArrayType(type)
    ? checker.getTypeArguments(type as ts.TypeReference)[0]
    : undefined;
  if (element) return `[${graphqlType(element, name, written)}!]`;
  if (type.flags & ts.TypeFlags.String) return "String";
  if (type.flags & ts.TypeFlags.Number) return "Int"; // no fractional numbers among the facts
  if (type.flags & ts.TypeFlags.Boolean) return "Boolean";
  const alias = type.aliasSymbol?.name ?? written;
  // A union of strings, or one string ("IN" while there is one country), is an enum.
  const members = type.isUnion() ? type.types : [type];
  if (members.every((member) => member.isStringLiteral())) {
    if (!alias) throw new Error(`${name}: name its union of strings with a type alias`);
    const values = members.map((member) => (member as ts.StringLiteralType).value).sort();
    definitions.set(alias, `enum ${alias} {\n${values.map((value) => `  ${value}`).join("\n")}\n}`);
    return alias;
  }
  if (type.flags & ts.TypeFlags.Object) {
    typeName ??= `Site${alias ?? capitalized(name)}`;
    definitions.set(typeName, ""); // placed before its fields' types
    const fields = type.getProperties().map((property) => {
      const propertyType = checker.getTypeOfSymbol(property);
      const optional = property.flags & ts.SymbolFlags.Optional;
      const nonNull = checker.getNonNullableType(propertyType);
      const fieldType = graphqlType(nonNull, property.name, writtenAlias(property));
      return `  ${property.name}: ${fieldType}${optional ? "" : "!"}`;
    });
    // A node's fields are exactly these: nothing is inferred from the data.
    const heading = node ? `type ${typeName} implements Node @dontInfer` : `type ${typeName}`;
    definitions.set(typeName, `${heading} {\n${fields.join("\n")}\n}`);
    return typeName;
  }
  throw new Error(`${name}: no GraphQL type for ${checker.typeToString(type)}`);
}

const siteType = declaredType("SiteConfig");
const companyType = declaredType("CompanyFacts");
// Gatsby's name for siteMetadata's type; the company facts are a node of their own.
graphqlType(siteType, "siteMetadata", undefined, "SiteSiteMetadata");
graphqlType(companyType, "companyFacts", undefined, "CompanyFacts", true);

/** The fields a page reads, nested, without the `@buildOnly` ones. */
function selection(type: ts.Type, indent: string): string {
  return type
    .getProperties()
    .filter((property) => !property.getJsDocTags().some((tag) => tag.name === "buildOnly"))
    .map((property) => {
      let fieldType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      if (checker.isArrayType(fieldType)) {
        fieldType = checker.getTypeArguments(fieldType as ts.TypeReference)[0] ?? fieldType;
      }
      const nested =
        fieldType.flags & ts.TypeFlags.Object
          ? ` {\n${selection(fieldType, `${indent}  `)}\n${indent}}`
          : "";
      return `${indent}${property.name}${nested}`;
    })
    .join("\n");
}

const header =
  "// Generated by `npm run site-schema` from `SiteConfig` and `CompanyFacts` in src/config/site.ts: do not edit.";
const fragment = (name: string, on: string, type: ts.Type) =>
  `export const ${name.charAt(0).toLowerCase()}${name.slice(1)}Fragment = graphql\`\n  fragment ${name} on ${on} {\n${selection(type, "    ")}\n  }\n\`;\n`;
const files = {
  schema: `${header}\n\n/** The exact GraphQL types of the site settings (siteMetadata) and the company facts. */\nexport const typeDefs = \`\n${[...definitions.values()].join("\n")}\n\`;\n`,
  fragment: [
    `${header}\nimport { graphql } from "gatsby";\n`,
    "/** The site settings pages read (all but the build-only ones). */",
    fragment("SiteFacts", "SiteSiteMetadata", siteType),
    "/** The company facts pages read (all but the build-only ones). */",
    fragment("CompanyFactsFields", "CompanyFacts", companyType),
  ].join("\n"),
};

async function main(check: boolean): Promise<void> {
  const stale: string[] = [];
  for (const [key, file] of Object.entries(outputs) as [keyof typeof outputs, string][]) {
    const text = await format(files[key], { ...(await resolveConfig(file)), filepath: file });
    const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    if (current === text) continue;
    stale.push(path.relative(root, file));
    if (!check) fs.writeFileSync(file, text);
  }
  if (check && stale.length > 0) {
    console.error(
      `${stale.join(", ")}: out of date with src/config/site.ts; run npm run site-schema.`,
    );
    process.exitCode = 1;
  } else {
    console.log(stale.length ? `Written: ${stale.join(", ")}` : "Site schema up to date.");
  }
}

void main(process.argv.includes("--check"));
