/**
 * An SVG drawn inline (see plugins/svg) has its ids, and the references to them, prefixed
 * with this token at build time; each rendered copy replaces it with an id of its own, so two
 * copies on one page (the logo in the header and the footer) never share an id.
 */
export const INLINE_SVG_ID_TOKEN = "inline-svg-id";

export function withInstanceIds(body: string, instance: string): string {
  return body.split(INLINE_SVG_ID_TOKEN).join(instance);
}
