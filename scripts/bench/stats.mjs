// @ts-check
/** Pure helpers of the benchmark: what one Lighthouse run yields, medians, budgets, the table. */

export const KIB = 1024;

/** The budgets, per page. Scores are 0–100; times in ms; bytes transferred. */
export const BUDGETS = {
  minScore: 100,
  maxLcpMs: 1200,
  /** Issue 10: the largest paint comes with the first one. */
  maxLcpAfterFcpMs: 100,
  maxTbtMs: 50,
  maxCls: 0,
  maxScriptBytes: 110 * KIB,
};

/**
 * gatsby-starter-default's cold build on this machine class (SSR/DSG pages removed, sharp 0.33;
 * median of 5, 2026-11-22), and issue 13's allowance over it. `npm run bench:scaling --
 * --starter DIR` measures the starter in the same run instead, which is the comparison to trust.
 */
export const STARTER_BUILD_SECONDS = 14.7;
export const MAX_BUILD_RATIO = 1.25;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The figures of one Lighthouse result (lhr).
 * @param {any} lhr
 */
export function summarize(lhr) {
  /** @type {Record<string, number>} */
  const scores = {};
  for (const id of CATEGORIES) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  /** @type {Record<string, { bytes: number, requests: number }>} */
  const byType = {};
  for (const item of lhr.audits["resource-summary"]?.details?.items ?? []) {
    byType[item.resourceType] = { bytes: item.transferSize, requests: item.requestCount };
  }
  return {
    scores,
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
    /** Lighthouse's CPU benchmark for the run: lower means a busier or slower machine. */
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    byType,
    lcpElement:
      lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/**
 * Medians over runs, field by field.
 * @param {ReturnType<typeof summarize>[]} runs
 */
export function medianOfRuns(runs) {
  /** @type {Record<string, number>} */
  const scores = {};
  for (const id of CATEGORIES) scores[id] = median(runs.map((run) => run.scores[id] ?? 0));
  const types = new Set(runs.flatMap((run) => Object.keys(run.byType)));
  /** @type {Record<string, { bytes: number, requests: number }>} */
  const byType = {};
  for (const type of types) {
    byType[type] = {
      bytes: median(runs.map((run) => run.byType[type]?.bytes ?? 0)),
      requests: median(runs.map((run) => run.byType[type]?.requests ?? 0)),
    };
  }
  const pick = (
    /** @type {"fcpMs" | "lcpMs" | "tbtMs" | "cls" | "speedIndexMs" | "benchmarkIndex"} */ key,
  ) => median(runs.map((run) => run[key]));
  return {
    scores,
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    speedIndexMs: pick("speedIndexMs"),
    benchmarkIndex: pick("benchmarkIndex"),
    byType,
  };
}

/**
 * Every budget a page's medians miss, as readable sentences.
 * @param {string} page
 * @param {ReturnType<typeof medianOfRuns>} m
 */
export function budgetMisses(page, m, budgets = BUDGETS) {
  const misses = [];
  for (const [id, score] of Object.entries(m.scores)) {
    if (score < budgets.minScore)
      misses.push(`${page}: ${id} score ${score} < ${budgets.minScore}`);
  }
  if (!(m.lcpMs <= budgets.maxLcpMs))
    misses.push(`${page}: LCP ${Math.round(m.lcpMs)} ms > ${budgets.maxLcpMs} ms`);
  if (!(m.lcpMs - m.fcpMs <= budgets.maxLcpAfterFcpMs))
    misses.push(
      `${page}: LCP ${Math.round(m.lcpMs - m.fcpMs)} ms after FCP > ${budgets.maxLcpAfterFcpMs} ms`,
    );
  if (!(m.tbtMs <= budgets.maxTbtMs))
    misses.push(`${page}: TBT ${Math.round(m.tbtMs)} ms > ${budgets.maxTbtMs} ms`);
  if (!(m.cls <= budgets.maxCls))
    misses.push(`${page}: CLS ${m.cls.toFixed(3)} > ${budgets.maxCls}`);
  const script = m.byType.script?.bytes ?? 0;
  if (script > budgets.maxScriptBytes)
    misses.push(
      `${page}: JavaScript ${(script / KIB).toFixed(1)} KiB > ${budgets.maxScriptBytes / KIB} KiB`,
    );
  return misses;
}

const kib = (/** @type {number | undefined} */ bytes) => ((bytes ?? 0) / KIB).toFixed(1);
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

/**
 * A Markdown table of the medians, one row per page.
 * @param {{ page: string, median: ReturnType<typeof medianOfRuns> }[]} pages
 */
export function markdownTable(pages) {
  const head =
    "| page | perf | a11y | best practices | SEO | FCP (s) | LCP (s) | TBT (ms) | CLS | JS (KiB) | total (KiB) | requests |";
  const rule = "|---|---|---|---|---|---|---|---|---|---|---|---|";
  const rows = pages.map(({ page, median: m }) =>
    [
      `\`${page}\``,
      m.scores.performance,
      m.scores.accessibility,
      m.scores["best-practices"],
      m.scores.seo,
      seconds(m.fcpMs),
      seconds(m.lcpMs),
      Math.round(m.tbtMs),
      m.cls.toFixed(3),
      kib(m.byType.script?.bytes),
      kib(m.byType.total?.bytes),
      m.byType.total?.requests ?? 0,
    ].join(" | "),
  );
  return [head, rule, ...rows.map((row) => `| ${row} |`)].join("\n");
}

/** Bytes and requests by resource type, one line per page. */
export function bytesByTypeLines(
  /** @type {{ page: string, median: ReturnType<typeof medianOfRuns> }[]} */ pages,
) {
  return pages.map(({ page, median: m }) => {
    const parts = Object.entries(m.byType)
      .filter(([type, { requests }]) => type !== "total" && requests > 0)
      .map(([type, { bytes, requests }]) => `${type} ${kib(bytes)} KiB/${requests}`);
    return `${page}: ${parts.join(", ")} (CPU benchmark index ${Math.round(m.benchmarkIndex)})`;
  });
}
