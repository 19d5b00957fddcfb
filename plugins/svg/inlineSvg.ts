import { optimize } from "svgo";
import { INLINE_SVG_ID_TOKEN } from "../../src/components/ui/inlineSvgIds";

/**
 * Node-only, build time. A small SVG is drawn inline instead of through `<img>`: every SVG an
 * `<img>` shows is a document of its own (its own page, parser, style and layout) that the
 * browser builds on the main thread, about 8 ms each on this project's build machine and ten
 * times that on a low-end phone, for a 24 px icon. Inline, it is a few elements of the page.
 * Illustrations stay images: they are larger, lazy, and below the fold.
 */
export const MAX_INLINE_BYTES = 1024;

export type InlineSvg = { viewBox: string; body: string };

/** Root attributes that only paint (inherited in SVG): they move onto a <g> around the body. */
const PAINT_ATTRIBUTES = new Set([
  "fill",
  "fill-rule",
  "fill-opacity",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-opacity",
  "opacity",
  "color",
]);

/** Never inlined: anything that runs, embeds HTML or fetches. */
const UNSAFE = /<script|<foreignObject|\son[a-z]+\s*=|[\s:]href\s*=\s*"(?!#)|<style|url\((?!#)/i;

/**
 * The viewBox and inner markup of `source`, ready to render inside an `<svg>` element, or null
 * when it is not worth inlining or not safe to (then it stays an `<img>`). SVGO (a maintained SVG
 * parser and optimiser) does the rewriting: ids prefixed with the instance token, no xmlns or
 * dimensions (the component sets the size).
 */
export function inlineSvg(source: string): InlineSvg | null {
  if (Buffer.byteLength(source) > MAX_INLINE_BYTES || UNSAFE.test(source)) return null;
  const { data } = optimize(source, {
    plugins: [
      { name: "prefixIds", params: { prefix: INLINE_SVG_ID_TOKEN, delim: "-" } },
      "removeXMLNS",
      "removeDimensions",
    ],
  });
  // SVGO writes one well-formed root with double-quoted attributes.
  const root = /^<svg((?:\s+[\w:-]+="[^"]*")*)\s*>([\s\S]*)<\/svg>$/.exec(data.trim());
  const [, attributes = "", inner = ""] = root ?? [];
  if (!root) return null;
  let viewBox = "";
  const paint: string[] = [];
  for (const [, name = "", value = ""] of attributes.matchAll(/\s+([\w:-]+)="([^"]*)"/g)) {
    if (name === "viewBox") viewBox = value;
    else if (PAINT_ATTRIBUTES.has(name)) paint.push(` ${name}="${value}"`);
    else return null; // e.g. preserveAspectRatio: leave such a file to <img>
  }
  if (!viewBox) return null;
  const body = paint.length > 0 ? `<g${paint.join("")}>${inner}</g>` : inner;
  return { viewBox, body };
}
