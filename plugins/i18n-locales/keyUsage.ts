import ts from "typescript";
import { escapeRegExp } from "../shared/escapeRegExp";

/**
 * Which translation keys the site's code uses, read from `src/` syntactically (no type checker:
 * building a TypeScript program of `src/` took 5–20 s here, parsing its files takes a fraction
 * of a second, and the check runs at the start of every build).
 *
 * Every string and template literal counts as a possible key, so keys written in config
 * (`labelKey: \`nav.${id}\``) count as used. A template's `${…}` becomes the listed values when
 * it is a callback parameter over a constant array of strings in the same file
 * (`stats.map((stat) => t(\`sections.home.stats.${stat}.label\`))` with
 * `const stats = ["years", "projects", "clients"] as const`), otherwise a wildcard.
 */

export type KeyUse = {
  /** Path relative to the project root. */
  file: string;
  line: number;
  column: number;
  /** Each candidate key; `*` stands for a part that is only known at run time. */
  keys: string[];
  /** Written as a key on purpose (`t(…)`, `…Key:`): it must exist in the default language. */
  reference: boolean;
};

export const WILDCARD = "*";

const ITERATING_METHODS = new Set(["map", "flatMap", "forEach", "filter", "some", "every", "find"]);

/** The string values of `const name = ["a", "b"] (as const)` or `const name = "a"` in a file. */
function constantStrings(sourceFile: ts.SourceFile): Map<string, string[]> {
  const constants = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isStringLiteralLike(value)) constants.set(node.name.text, [value.text]);
      else if (
        ts.isArrayLiteralExpression(value) &&
        value.elements.length > 0 &&
        value.elements.every(ts.isStringLiteralLike)
      ) {
        constants.set(
          node.name.text,
          value.elements.map((element) => (element as ts.StringLiteralLike).text),
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return constants;
}

/** `list.map((item) => …)`: the array `item` runs over, when `list` is a constant of the file. */
function iteratedValues(
  name: string,
  from: ts.Node,
  constants: Map<string, string[]>,
): string[] | undefined {
  for (let node: ts.Node | undefined = from; node; node = node.parent) {
    if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) continue;
    const [parameter] = node.parameters;
    if (!parameter || !ts.isIdentifier(parameter.name) || parameter.name.text !== name) continue;
    const call = node.parent;
    if (
      ts.isCallExpression(call) &&
      call.arguments[0] === node &&
      ts.isPropertyAccessExpression(call.expression) &&
      ITERATING_METHODS.has(call.expression.name.text) &&
      ts.isIdentifier(call.expression.expression)
    ) {
      return constants.get(call.expression.expression.text);
    }
    return undefined; // the nearest function declaring `name` decides
  }
  return undefined;
}

function substitutionValues(
  expression: ts.Expression,
  constants: Map<string, string[]>,
): string[] | undefined {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (!ts.isIdentifier(expression)) return undefined;
  return iteratedValues(expression.text, expression, constants) ?? constants.get(expression.text);
}

/** The keys a template can produce, `*` where a part is unknown. */
function templateKeys(template: ts.TemplateExpression, constants: Map<string, string[]>): string[] {
  let keys = [template.head.text];
  for (const span of template.templateSpans) {
    const values = substitutionValues(span.expression, constants) ?? [WILDCARD];
    keys = keys.flatMap((prefix) => values.map((value) => `${prefix}${value}${span.literal.text}`));
  }
  return keys;
}

/** `t("…")`, `i18n.t("…")`, `labelKey: "…"`, `const altKey = "…"`. */
function isReference(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    const callee = parent.expression;
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : "";
    return name === "t";
  }
  if ((ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent)) && parent.name) {
    return ts.isIdentifier(parent.name) && /Key$/.test(parent.name.text);
  }
  return false;
}

/** Every literal in one source file that could be a translation key. */
export function findKeyUses(file: string, text: string): KeyUse[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const constants = constantStrings(sourceFile);
  const uses: KeyUse[] = [];
  const visit = (node: ts.Node) => {
    let keys: string[] | undefined;
    if (ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent)) {
      keys = [node.text];
    } else if (ts.isTemplateExpression(node)) {
      keys = templateKeys(node, constants);
    }
    // A key is dotted and starts with a known word: `${a}.${b}` or "e.g." say nothing.
    keys = keys?.filter((key) => /^[\w-]+\.\S+$/.test(key));
    if (keys?.length) {
      let expression: ts.Node = node;
      while (
        ts.isAsExpression(expression.parent) ||
        ts.isParenthesizedExpression(expression.parent)
      )
        expression = expression.parent;
      const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      uses.push({
        file,
        line: start.line + 1,
        column: start.character + 1,
        keys,
        reference: isReference(expression),
      });
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else node.templateSpans.forEach((span) => visit(span.expression));
  };
  visit(sourceFile);
  return uses;
}

function keyPattern(key: string): RegExp {
  const parts = key.split(WILDCARD).map(escapeRegExp);
  return new RegExp(`^${parts.join(".+")}$`);
}

/** Does the candidate (maybe with wildcards) name this key? */
export function matchesKey(candidate: string, key: string): boolean {
  return candidate.includes(WILDCARD) ? keyPattern(candidate).test(key) : candidate === key;
}

export type KeyUsage = {
  /** Keys of the default language that no code names. */
  unused: string[];
  /** References to keys the default language lacks, with the keys as written. */
  missing: { use: KeyUse; key: string }[];
};

/**
 * Compares the default language's keys with the code. `lang.*` is read by the build itself
 * (plugins/i18n-locales/readLanguages.ts) and required in every file, so it is always used.
 */
export function compareKeyUsage(keys: string[], uses: KeyUse[]): KeyUsage {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const use of uses) {
    for (const key of use.keys) {
      if (key.includes(WILDCARD)) patterns.push(keyPattern(key));
      else exact.add(key);
    }
  }
  const known = new Set(keys);
  const unused = keys.filter(
    (key) =>
      !key.startsWith("lang.") && !exact.has(key) && !patterns.some((pattern) => pattern.test(key)),
  );
  const missing = uses
    .filter((use) => use.reference)
    .flatMap((use) =>
      use.keys
        .filter((candidate) => {
          if (!candidate.includes(WILDCARD)) return !known.has(candidate);
          const pattern = keyPattern(candidate);
          return !keys.some((key) => pattern.test(key));
        })
        .map((key) => ({ use, key })),
    );
  return { unused, missing };
}
