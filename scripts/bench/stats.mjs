// @ts-check
/** Pure helpers of the benchmark: what one Lighthouse run yields, medians, budgets, the table. */
import { median } from "../../harness/stats.mjs";

export const KIB = 1024;

/**
 * The budgets of every page, per calibrated phone (calibrate.mjs). Scores are 0–100; times in
 * ms; bytes transferred. A low-tier phone is allowed a lower performance score and more blocking
 * time; everything that does not depend on the CPU is the same for both.
 */
export const BUDGETS = {
  mid: {
    minPerformance: 100,
    minScore: 100,
    maxLcpMs: 1200,
    /** The largest paint comes with the first one. */
    maxLcpAfterFcpMs: 100,
    maxTbtMs: 50,
    maxCls: 0,
    maxScriptBytes: 110 * KIB,
  },
  low: {
    minPerformance: 0,
    minScore: 100,
    maxLcpMs: Infinity,
    maxLcpAfterFcpMs: 100,
    maxTbtMs: 200,
    maxCls: 0,
    maxScriptBytes: 110 * KIB,
  },
};

/**
 * gatsby-starter-default's cold build on this machine class (SSR/DSG pages removed, sharp 0.33;
 * median of 5, 2026-11-22), and the allowed ratio over it. `npm run bench:scaling --
 * --starter DIR` measures the starter in the same run instead, which is the comparison to trust.
 */
export const STARTER_BUILD_SECONDS = 14.7;
export const MAX_BUILD_RATIO = 1.25;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

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
    /** Lighthouse's own CPU benchmark during the run: lower means a busier or slower machine. */
    lighthouseIndex: lhr.environment?.benchmarkIndex ?? NaN,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
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
  /** @param {string} key */
  const pick = (key) => median(runs.map((run) => /** @type {any} */ (run)[key]));
  const indexes = runs.map((run) => /** @type {any} */ (run).index ?? NaN);
  return {
    scores,
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    lcpAfterFcpMs: median(runs.map((run) => run.lcpMs - run.fcpMs)),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    speedIndexMs: pick("speedIndexMs"),
    lighthouseIndex: pick("lighthouseIndex"),
    /** The calibration's index, measured just before each run, and the slowdown it gave. */
    index: median(indexes),
    indexMin: Math.min(...indexes),
    indexMax: Math.max(...indexes),
    cpuSlowdown: pick("cpuSlowdown"),
    byType,
  };
}

/**
 * Every budget a page's medians miss, as readable sentences.
 * @param {string} label the page, profile and method
 * @param {ReturnType<typeof medianOfRuns>} m
 * @param {(typeof BUDGETS)["mid"]} budget
 */
export function budgetMisses(label, m, budget) {
  const misses = [];
  for (const [id, score] of Object.entries(m.scores)) {
    const min = id === "performance" ? budget.minPerformance : budget.minScore;
    if (score < min) misses.push(`${label}: ${id} score ${score} < ${min}`);
  }
  if (!(m.lcpMs <= budget.maxLcpMs))
    misses.push(`${label}: LCP ${Math.round(m.lcpMs)} ms > ${budget.maxLcpMs} ms`);
  // Per run, then the median: the two paints of one load belong together.
  if (!(m.lcpAfterFcpMs <= budget.maxLcpAfterFcpMs))
    misses.push(
      `${label}: LCP ${Math.round(m.lcpAfterFcpMs)} ms after FCP > ${budget.maxLcpAfterFcpMs} ms`,
    );
  if (!(m.tbtMs <= budget.maxTbtMs))
    misses.push(`${label}: TBT ${Math.round(m.tbtMs)} ms > ${budget.maxTbtMs} ms`);
  if (!(m.cls <= budget.maxCls))
    misses.push(`${label}: CLS ${m.cls.toFixed(3)} > ${budget.maxCls}`);
  const script = m.byType.script?.bytes ?? 0;
  if (script > budget.maxScriptBytes)
    misses.push(
      `${label}: JavaScript ${(script / KIB).toFixed(1)} KiB > ${budget.maxScriptBytes / KIB} KiB`,
    );
  return misses;
}

const kib = (/** @type {number | undefined} */ bytes) => ((bytes ?? 0) / KIB).toFixed(1);
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

/** ` (1.23x)` when both figures exist and the reference is not zero. */
export function ratio(/** @type {number} */ ours, /** @type {number | undefined} */ theirs) {
  return theirs !== undefined && Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0
    ? ` (${(ours / theirs).toFixed(2)}x)`
    : "";
}

/**
 * A Markdown table of the medians, one row per page, each figure also as a ratio to the
 * starter's (its own row, when measured), and the benchmark index the runs were taken at.
 * @param {{ page: string, median: ReturnType<typeof medianOfRuns> }[]} pages
 * @param {{ page: string, median: ReturnType<typeof medianOfRuns> }} [starter]
 */
export function markdownTable(pages, starter) {
  const head =
    "| page | perf | a11y | best practices | SEO | FCP (s) | LCP (s) | LCP − FCP (ms) | TBT (ms) | CLS | JS (KiB) | total (KiB) | requests | benchmark index (slowdown) |";
  const rule = "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";
  const s = starter?.median;
  const row = (
    /** @type {string} */ label,
    /** @type {ReturnType<typeof medianOfRuns>} */ m,
    compare = true,
  ) => {
    const r = (/** @type {number} */ ours, /** @type {number | undefined} */ theirs) =>
      compare ? ratio(ours, theirs) : "";
    return [
      label,
      m.scores.performance,
      m.scores.accessibility,
      m.scores["best-practices"],
      m.scores.seo,
      seconds(m.fcpMs) + r(m.fcpMs, s?.fcpMs),
      seconds(m.lcpMs) + r(m.lcpMs, s?.lcpMs),
      Math.round(m.lcpAfterFcpMs),
      Math.round(m.tbtMs) + r(m.tbtMs, s?.tbtMs),
      m.cls.toFixed(3),
      kib(m.byType.script?.bytes) + r(m.byType.script?.bytes ?? 0, s?.byType.script?.bytes),
      kib(m.byType.total?.bytes) + r(m.byType.total?.bytes ?? 0, s?.byType.total?.bytes),
      m.byType.total?.requests ?? 0,
      `${Math.round(m.index)} (${Math.round(m.indexMin)}–${Math.round(m.indexMax)}; ${m.cpuSlowdown.toFixed(2)}x)`,
    ].join(" | ");
  };
  const rows = pages.map(({ page, median: m }) => row(`\`${page}\``, m));
  if (starter) rows.push(row(`starter \`${starter.page}\``, starter.median, false));
  return [head, rule, ...rows.map((line) => `| ${line} |`)].join("\n");
}

/** Bytes and requests by resource type, one line per page. */
export function bytesByTypeLines(
  /** @type {{ page: string, median: ReturnType<typeof medianOfRuns> }[]} */ pages,
) {
  return pages.map(({ page, median: m }) => {
    const parts = Object.entries(m.byType)
      .filter(([type, { requests }]) => type !== "total" && requests > 0)
      .map(([type, { bytes, requests }]) => `${type} ${kib(bytes)} KiB/${requests}`);
    return `${page}: ${parts.join(", ")}`;
  });
}
