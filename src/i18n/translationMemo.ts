import type { i18n as I18n, TFunction } from "i18next";
import { whenIdle } from "../app/whenIdle";
import { LOCALE_NAMESPACE } from "./namespace";

type T = TFunction<typeof LOCALE_NAMESPACE>;
type Options = Record<string, string | number | boolean>;
type Translate = (key: string, options?: Options) => unknown;

/** Every call the site's pages have made (a key, its options), in any language, by memo key. */
const callsShown = new Map<string, [string, Options | undefined]>();
const memos = new WeakMap<I18n, Translate>();

/** A call's memo key, or null when its arguments are not plain words and figures. */
function memoKey(key: unknown, rest: readonly unknown[]): string | null {
  if (typeof key !== "string") return null;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== "object" || options === null) return null;
  const values = Object.values(options);
  if (!values.every((value) => ["string", "number", "boolean"].includes(typeof value))) return null;
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * An instance's `t`, remembering what each call returned. i18next works each call out anew
 * (options merged, the key resolved, interpolation and nesting scanned, and every item of a list
 * read with `returnObjects` translated one by one): about a tenth of a language switch's time.
 * The memory is emptied whenever the instance's strings or language change (the fallback loader,
 * a locale file edited in preview). What it returns is shared: lists are read, never changed.
 */
export function memoT(i18n: I18n): T {
  const known = memos.get(i18n);
  if (known) return known as unknown as T;
  // Called with the keys and options components pass, already checked by the page's types.
  const fixed = i18n.getFixedT(null, LOCALE_NAMESPACE) as unknown as (
    ...args: unknown[]
  ) => unknown;
  const results = new Map<string, unknown>();
  const forget = () => results.clear();
  i18n.on("languageChanged", forget);
  i18n.store.on("added", forget);
  i18n.store.on("removed", forget);
  const t = (key: string, ...rest: unknown[]) => {
    const memo = memoKey(key, rest);
    if (memo === null) return fixed(key, ...rest);
    if (results.has(memo)) return results.get(memo);
    const result = fixed(key, ...rest);
    results.set(memo, result);
    callsShown.set(memo, [key, rest[0] as Options | undefined]);
    return result;
  };
  memos.set(i18n, t);
  return t as unknown as T;
}

/**
 * Makes, with `i18n`, in idle time, every call the site's pages have made so far, so that
 * rendering this page in that language (a switch to it) finds its words ready. Small slices: a
 * tap while this runs waits for one slice at most.
 */
export function warmTranslations(i18n: I18n): void {
  const t = memoT(i18n) as unknown as Translate;
  const calls = [...callsShown.values()];
  const slice = (deadline?: IdleDeadline) => {
    const until = performance.now() + Math.min(deadline?.timeRemaining() ?? 8, 8);
    while (calls.length > 0 && performance.now() < until) {
      const [key, options] = calls.pop() as [string, Options | undefined];
      if (options === undefined) t(key);
      else t(key, options);
    }
    if (calls.length > 0) whenIdle(slice);
  };
  whenIdle(slice);
}
