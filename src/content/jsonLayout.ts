import type { Position } from "./jsonSyntax";

/**
 * The layout the CMS writes (src/admin/inPlaceJson.ts): JSON.stringify's, two spaces per level,
 * letters as they are (no `\u00f1`), one line break at the end; Prettier keeps it as it is. A
 * file laid out otherwise (a group on one line, tabs, an escaped letter) would be rewritten in
 * that layout by the CMS's first save, lines nobody touched included. The build refuses it, so
 * every file the CMS opens is one it writes back line for line.
 */

/** The file's text as the CMS would write the same value. */
export const cmsLayout = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Where a file first differs from that layout, with what the CMS writes there; or undefined. */
export function layoutProblem(
  text: string,
  value: unknown,
): (Position & { message: string }) | undefined {
  const wanted = cmsLayout(value);
  if (text === wanted) return undefined;
  const carriageReturn = text.indexOf("\r");
  if (carriageReturn !== -1) {
    const before = text.slice(0, carriageReturn);
    return {
      line: before.split("\n").length,
      column: carriageReturn - before.lastIndexOf("\n"),
      message:
        "The file has Windows line breaks (CR LF): save it with Unix line breaks (LF), as the CMS writes it.",
    };
  }
  const lines = text.split("\n");
  const want = wanted.split("\n");
  let index = 0;
  while (index < lines.length && index < want.length && lines[index] === want[index]) index++;
  const line = index + 1;
  if (index >= want.length - 1) {
    const column = (lines[index] ?? lines[index - 1] ?? "").length + 1;
    return {
      line: index >= lines.length ? index : line,
      column,
      message:
        "The file must end with its closing } and one line break: remove anything after it, or add the line break.",
    };
  }
  const got = lines[index] ?? "";
  const expected = want[index] ?? "";
  let column = 0;
  while (column < got.length && got[column] === expected[column]) column++;
  const how =
    "each entry on its own line, indented by two spaces per level, letters typed as they are (ñ, not \\u00f1)";
  const message = got.startsWith(expected)
    ? `Start a new line after ${expected.trim()} (the CMS writes the file with ${how}).`
    : `This line is not laid out the way the CMS writes the file (${how}). Write it as: ${expected.trim()}`;
  return { line, column: column + 1, message };
}
