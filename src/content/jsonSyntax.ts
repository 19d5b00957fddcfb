import { evaluate, parse, type ObjectNode, type ValueNode } from "@humanwhocodes/momoa";

/**
 * Reads a JSON file editors write (a locale file, the company facts) with momoa, a JSON parser
 * that reports where things are: the line and column of a syntax error, the line of every key,
 * and keys written twice in one object (JSON.parse keeps the last one silently). On a syntax
 * error it says what an editor most likely did, pointing where the fix goes.
 */

export type Position = { line: number; column: number };
export type KeyLocation = Position & { path: string[] };

export type JsonRead =
  | {
      ok: true;
      value: unknown;
      keys: KeyLocation[];
      duplicates: KeyLocation[];
      /** Where each element of a list starts; its path ends with its index. */
      elements: KeyLocation[];
    }
  | ({ ok: false; message: string } & Position);

/** 1-based line and column of a character offset (a column counts characters, tabs as one). */
export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, Math.max(0, offset));
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: before.length - lineStart + 1 };
}

/** momoa's syntax errors carry where they happened. */
type MomoaError = Error & { offset: number };
const isMomoaError = (error: unknown): error is MomoaError =>
  error instanceof Error && typeof (error as Partial<MomoaError>).offset === "number";

/**
 * JSON forbids raw control characters (a line break, a tab) inside quotes, which momoa accepts.
 * Every `"` outside a string opens one, so walking the strings in order finds them; a string left
 * open runs to the end of the file and is caught here at its first line break.
 */
function controlCharacterInString(text: string): number | undefined {
  for (const match of text.matchAll(/"((?:\\[\s\S]|[^"\\])*)"?/g)) {
    const inside = match[1] ?? "";
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    const at = inside.search(/[\u0000-\u001f]/);
    if (at >= 0) return (match.index ?? 0) + 1 + at;
  }
  return undefined;
}

/** The syntax error as an editor's fix: what to change, and the offset where to change it. */
function explain(text: string, error: MomoaError): { offset: number; message: string } {
  const { offset } = error;
  let previous = offset - 1;
  while (previous >= 0 && /\s/.test(text[previous] as string)) previous--;
  const before = text[previous];
  const found = text[offset];
  if (offset >= text.length) {
    return { offset, message: 'The file ends too early: a closing "}" is missing.' };
  }
  if ((found === "}" || found === "]") && before === ",") {
    return { offset: previous, message: "Remove this comma: the last entry of a group has none." };
  }
  if (found === '"' && before !== "," && before !== "{" && before !== ":") {
    return text.slice(previous + 1, offset).includes("\n")
      ? { offset: previous + 1, message: "A comma is missing at the end of this line." }
      : {
          offset,
          message:
            'A comma is missing here, or a double quote inside the text ends it early (write \\" for a quote inside text).',
        };
  }
  if (found === "\\" || before === "\\") {
    return {
      offset: found === "\\" ? offset : previous,
      message:
        'This backslash starts an escape JSON does not have: write \\\\ for a backslash, \\" for a quote, \\n for a new line.',
    };
  }
  const isWord = /[A-Za-z]/.test(found ?? "");
  if (isWord && (before === "{" || before === ",")) {
    return { offset, message: 'Keys are written in double quotes ("key": "text").' };
  }
  if (isWord && (before === ":" || before === "[")) {
    return { offset, message: 'Text must be written in double quotes ("key": "text").' };
  }
  return { offset, message: `${error.message.replace(/\s*\(\d+:\d+\)$/, "")}` };
}

/**
 * Every key with its path and position, and every element of a list (its index in the path); a
 * key written twice in one object is also a duplicate.
 */
function locateKeys(
  node: ValueNode,
  path: string[],
  found: KeyLocation[],
  twice: KeyLocation[],
  elements: KeyLocation[],
) {
  if (node.type === "Array") {
    node.elements.forEach((element, index) => {
      const at = [...path, String(index)];
      const { line, column } = element.value.loc.start;
      elements.push({ path: at, line, column });
      locateKeys(element.value, at, found, twice, elements);
    });
    return;
  }
  if (node.type !== "Object") return;
  const seen = new Set<string>();
  for (const member of (node as ObjectNode).members) {
    const name = member.name.type === "String" ? member.name.value : member.name.name;
    const location = { path: [...path, name], ...member.name.loc.start };
    found.push({ path: location.path, line: location.line, column: location.column });
    if (seen.has(name))
      twice.push({ path: location.path, line: location.line, column: location.column });
    seen.add(name);
    locateKeys(member.value, location.path, found, twice, elements);
  }
}

export function readJson(text: string): JsonRead {
  const control = controlCharacterInString(text);
  if (control !== undefined) {
    return {
      ok: false,
      ...positionAt(text, control),
      message:
        "A closing double quote is missing, or there is a line break or tab inside quotes (write \\n for a new line).",
    };
  }
  try {
    const document = parse(text, { mode: "json" });
    const keys: KeyLocation[] = [];
    const duplicates: KeyLocation[] = [];
    const elements: KeyLocation[] = [];
    locateKeys(document.body, [], keys, duplicates, elements);
    return { ok: true, value: evaluate(document), keys, duplicates, elements };
  } catch (error) {
    if (!isMomoaError(error)) throw error;
    const { offset, message } = explain(text, error);
    return { ok: false, ...positionAt(text, offset), message };
  }
}
