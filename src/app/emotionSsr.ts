/**
 * Emotion's zero-config SSR writes a `<style data-emotion>` element in front of every element that
 * introduces a class: 80-odd style elements scattered through the landing page's body, each one a
 * style recalculation while the page parses, all moved into <head> by Emotion when the page
 * hydrates. `hoistEmotionStyles` takes them out of the body HTML so gatsby-ssr can put them in
 * <head> instead, in the shape Emotion's cache hydrates from (`data-emotion="css id1 id2 …"`), so
 * the browser has every rule before it paints and hydration moves nothing.
 */
export type HoistedStyle = { key: string; ids: string[]; css: string };

const STYLE_TAG = /<style data-emotion="([^"\s]+) ([^"]*)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

export function hoistEmotionStyles(html: string): { body: string; styles: HoistedStyle[] } {
  const globals: HoistedStyle[] = [];
  const merged = new Map<string, HoistedStyle>();
  const body = html.replace(STYLE_TAG, (_tag, key: string, names: string, css: string) => {
    const ids = names.split(" ").filter(Boolean);
    if (key.endsWith("-global")) {
      // A <Global> rehydrates from its own element: keep one element per global style.
      if (!globals.some((style) => style.key === key && style.ids.join() === ids.join()))
        globals.push({ key, ids, css });
      return "";
    }
    const entry = merged.get(key) ?? { key, ids: [], css: "" };
    for (const id of ids) if (!entry.ids.includes(id)) entry.ids.push(id);
    entry.css += css;
    merged.set(key, entry);
    return "";
  });
  return { body, styles: [...globals, ...merged.values()] };
}

/** The `data-emotion` attribute value of a hoisted style. */
export const emotionAttribute = (style: HoistedStyle) => `${style.key} ${style.ids.join(" ")}`;
