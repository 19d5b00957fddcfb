/**
 * The one list of errors the W3C Nu HTML Checker reports where it lags the HTML Standard, and
 * that `npm run test:html` therefore lets through. An entry excuses one exact message, only on
 * the markup it names (the start tag the checker points at), so the same message about other
 * markup is still an error. An entry that excuses nothing fails the check: when the checker
 * catches up (or the markup goes), the entry must go too.
 */
export type CheckerLag = {
  /** The checker's message, word for word. */
  message: string;
  /** What the flagged markup (the checker's highlighted start tag) must match. */
  markup: RegExp;
  /** Why the markup conforms although the checker says otherwise. */
  why: string;
  /** The HTML Standard's section that allows it. */
  standard: string;
};

export const CHECKER_LAGS: readonly CheckerLag[] = [
  {
    message:
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    markup: /^<link rel="expect" href="#[\w-]+" blocking="render"[^>]*>$/,
    why:
      "The link type “expect” (in the Standard since 2024) holds the first paint until the " +
      "element it names is parsed, and takes blocking=render for that; vnu-jar 26.9.27 still " +
      "allows blocking only with rel=stylesheet. Seo.tsx uses it so that the first frame already " +
      "shows the main content.",
    standard: "https://html.spec.whatwg.org/multipage/links.html#link-type-expect",
  },
];
