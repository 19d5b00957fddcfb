/**
 * Emotion's zero-config SSR writes a `<style data-emotion>` element in front of every element that
 * introduces a class: 80-odd style elements scattered through the landing page's body, each one a
 * style recalculation while the page parses. `hoistEmotionStyles` takes them out of the body HTML
 * so gatsby-ssr can put them in <head> instead, merged into one element per cache key, with the
 * class ids the browser's cache is told about (see StyleCacheProvider.tsx).
 */
// internals: @emotion/react — its SSR style elements moved by a regex, its cache's `inserted` primed
import { SERVER_STYLES_ATTRIBUTE } from "./StyleCacheProvider";

export type HoistedStyle = { key: string; ids: string[]; css: string };

const STYLE_TAG = /<style data-emotion="([^"\s]+) ([^"]*)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

export function hoistEmotionStyles(html: string): { body: string; styles: HoistedStyle[] } {
  const merged = new Map<string, HoistedStyle>();
  const body = html.replace(STYLE_TAG, (_tag, key: string, names: string, css: string) => {
    const entry = merged.get(key) ?? { key, ids: [], css: "" };
    const ids = names.split(" ").filter(Boolean);
    // A <Global> writes the same element wherever it renders: keep its rules once.
    if (ids.length > 0 && ids.every((id) => entry.ids.includes(id))) return "";
    for (const id of ids) if (!entry.ids.includes(id)) entry.ids.push(id);
    entry.css += css;
    merged.set(key, entry);
    return "";
  });
  return { body, styles: [...merged.values()] };
}

/** The attributes of a hoisted style element in <head>. */
export const hoistedStyleAttributes = (style: HoistedStyle) => ({
  [SERVER_STYLES_ATTRIBUTE]: `${style.key} ${style.ids.join(" ")}`,
});
