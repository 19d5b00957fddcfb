import { cmsLayout } from "../content/jsonLayout";

/**
 * JSON written back the way the file was read. Sveltia CMS writes an entry's keys in the order of
 * its configuration (the default language's file, plugins/cms) and moves any key it does not know
 * to the end of its group; this puts every key back where the files had it, so a save changes the
 * lines of the texts that changed and nothing else. The layout is cmsLayout's, which the build's
 * checks require of every file (src/content/jsonLayout.ts).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isGroup = (value: Json): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Key order by path (`sections.team.members[]` for a list's items), first seen first. */
export class KeyOrder {
  private readonly orders = new Map<string, string[]>();

  record(value: Json, path = ""): void {
    if (Array.isArray(value)) {
      for (const item of value) this.record(item, `${path}[]`);
    } else if (isGroup(value)) {
      const order = this.orders.get(path) ?? [];
      for (const key of Object.keys(value)) if (!order.includes(key)) order.push(key);
      this.orders.set(path, order);
      for (const [key, child] of Object.entries(value)) this.record(child, `${path}.${key}`);
    }
  }

  /** `value` with every group's keys in the recorded order; keys never seen keep theirs, after. */
  apply(value: Json, path = ""): Json {
    if (Array.isArray(value)) return value.map((item) => this.apply(item, `${path}[]`));
    if (!isGroup(value)) return value;
    const order = this.orders.get(path) ?? [];
    const rank = (key: string) => {
      const index = order.indexOf(key);
      return index === -1 ? order.length : index;
    };
    const keys = Object.keys(value)
      .map((key, index) => ({ key, index }))
      .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
      .map(({ key }) => key);
    return Object.fromEntries(keys.map((key) => [key, this.apply(value[key]!, `${path}.${key}`)]));
  }
}

export type CustomFormat = { fromFile(text: string): Json; toFile(value: Json): string };

/** One format per kind of file, each with its own memory of key order. */
export function inPlaceJson(): CustomFormat {
  const order = new KeyOrder();
  return {
    fromFile(text) {
      const value = JSON.parse(text) as Json;
      order.record(value);
      return value;
    },
    toFile(value) {
      return cmsLayout(order.apply(value));
    },
  };
}
