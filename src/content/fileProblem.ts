/** A problem in a file editors write (a locale file, the company facts), where it is. */
export type FileProblem = {
  /** Path relative to the project root, e.g. `locales/es/translations.json`. */
  file: string;
  line?: number;
  column?: number;
  message: string;
};

/** `locales/es/translations.json:12:5 Expected double-quoted property name`: editors' tools jump there. */
export function formatProblem({ file, line, column, message }: FileProblem): string {
  return line === undefined ? `${file}: ${message}` : `${file}:${line}:${column ?? 1} ${message}`;
}
