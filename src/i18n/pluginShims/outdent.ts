/**
 * The plugin's page wrapper uses `outdent` only to format a development-mode warning; in a
 * production bundle it is dead weight. Same tagged-template interface, no dedenting.
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((text, part, index) => text + String(values[index - 1]) + part);
}
