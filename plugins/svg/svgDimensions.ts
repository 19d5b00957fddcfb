/** Intrinsic size of an SVG from its root element's width/height, or its viewBox. */
export function svgDimensions(source: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(source)?.[0] ?? "";
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([\\d.]+)(?:px)?["']`, "i").exec(root)?.[1];
  const width = Number(attribute("width"));
  const height = Number(attribute("height"));
  if (width > 0 && height > 0) return { width, height };
  const viewBox = /\sviewBox\s*=\s*["']([^"']+)["']/i
    .exec(root)?.[1]
    ?.trim()
    .split(/[\s,]+/);
  const [vbWidth, vbHeight] = [Number(viewBox?.[2]), Number(viewBox?.[3])];
  if (vbWidth > 0 && vbHeight > 0) return { width: vbWidth, height: vbHeight };
  throw new Error(
    "SVG has neither width/height nor a viewBox: its size is needed to avoid layout shift",
  );
}
