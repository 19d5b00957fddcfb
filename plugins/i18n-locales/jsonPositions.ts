/**
 * A small strict JSON scanner that remembers where things are, for messages an editor can act on:
 * the line and column of a syntax error (V8 does not always give a position), the line of every
 * key, and keys written twice in the same object (JSON.parse silently keeps the last one).
 *
 * It only locates; the values themselves come from JSON.parse.
 */

export type Position = { line: number; column: number };

export type KeyLocation = Position & { path: string[] };

export type ScanResult =
  | { ok: true; keys: KeyLocation[]; duplicates: KeyLocation[] }
  | { ok: false; offset: number; message: string };

/** 1-based line and column of a character offset (a column counts characters, tabs as one). */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

class ScanError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function scanJson(text: string): ScanResult {
  const keys: KeyLocation[] = [];
  const duplicates: KeyLocation[] = [];
  let i = 0;

  const describe = (at: number) =>
    at >= text.length
      ? "Unexpected end of the file"
      : `Unexpected character ${JSON.stringify(text[at])}`;
  const skipWhitespace = () => {
    while (i < text.length && WHITESPACE.has(text[i] as string)) i++;
  };
  const expect = (char: string, message: string) => {
    skipWhitespace();
    if (text[i] !== char) throw new ScanError(i, message);
    i++;
  };

  const scanString = (): string => {
    const start = i;
    i++; // opening quote
    while (i < text.length) {
      const char = text[i] as string;
      if (char === '"') {
        i++;
        return JSON.parse(text.slice(start, i)) as string;
      }
      if (char === "\\") {
        const next = text[i + 1];
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            throw new ScanError(i, "Bad Unicode escape in string");
          }
          i += 6;
          continue;
        }
        if (next === undefined || !ESCAPES.has(next)) {
          throw new ScanError(i, "Bad escaped character in string");
        }
        i += 2;
        continue;
      }
      if (char.charCodeAt(0) < 0x20) {
        throw new ScanError(i, "Bad control character in string (a line break inside quotes?)");
      }
      i++;
    }
    throw new ScanError(start, "Unterminated string");
  };

  const scanValue = (path: string[]): void => {
    skipWhitespace();
    const char = text[i];
    if (char === "{") return scanObject(path);
    if (char === "[") return scanArray(path);
    if (char === '"') {
      scanString();
      return;
    }
    for (const literal of ["true", "false", "null"]) {
      if (text.startsWith(literal, i)) {
        i += literal.length;
        return;
      }
    }
    NUMBER.lastIndex = i;
    if (char !== undefined && /[-\d]/.test(char) && NUMBER.test(text)) {
      i = NUMBER.lastIndex;
      return;
    }
    throw new ScanError(i, `${describe(i)} where a value was expected`);
  };

  /** After an item of an object or array: `,` (more follow) or the closing bracket (true). */
  const closedAfterItem = (close: "}" | "]", message: string): boolean => {
    skipWhitespace();
    if (text[i] === ",") {
      i++;
      return false;
    }
    if (text[i] === close) {
      i++;
      return true;
    }
    throw new ScanError(i, message);
  };

  const scanObject = (path: string[]): void => {
    i++; // {
    const seen = new Set<string>();
    skipWhitespace();
    if (text[i] === "}") {
      i++;
      return;
    }
    for (;;) {
      skipWhitespace();
      if (text[i] !== '"') throw new ScanError(i, "Expected double-quoted property name");
      const keyOffset = i;
      const key = scanString();
      const location = { path: [...path, key], ...positionAt(text, keyOffset) };
      if (seen.has(key)) duplicates.push(location);
      seen.add(key);
      keys.push(location);
      expect(":", "Expected ':' after property name");
      scanValue(location.path);
      if (closedAfterItem("}", "Expected ',' or '}' after property value")) return;
    }
  };

  const scanArray = (path: string[]): void => {
    i++; // [
    skipWhitespace();
    if (text[i] === "]") {
      i++;
      return;
    }
    for (let index = 0; ; index++) {
      scanValue([...path, String(index)]);
      if (closedAfterItem("]", "Expected ',' or ']' after array element")) return;
    }
  };

  try {
    scanValue([]);
    skipWhitespace();
    if (i < text.length) throw new ScanError(i, "Unexpected text after the end of the JSON");
    return { ok: true, keys, duplicates };
  } catch (error) {
    if (error instanceof ScanError)
      return { ok: false, offset: error.offset, message: error.message };
    throw error;
  }
}
