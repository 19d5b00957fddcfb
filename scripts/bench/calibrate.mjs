// @ts-check
/**
 * Calibrated phones. A fixed "4x CPU" is a different phone on every machine (4x of a fast desktop
 * is close to a mid-tier phone, 4x of a slower one a low-tier phone), so the bench measures this
 * machine's Lighthouse benchmark index before each run and slows the CPU by `index / target`, the
 * targets Chrome DevTools calibrates to: a mid-tier phone (Pixel 5) scores 1,000 on that
 * benchmark, a low-tier one (Moto G Power 2022) 264. Network: Lighthouse's Slow 4G (150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up) for both.
 *
 * The index is Lighthouse's own `computeBenchmarkIndex` (what it reports as
 * `environment.benchmarkIndex`), evaluated alone in a blank page.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { throttling } from "lighthouse/core/config/constants.js";
import { median } from "../../harness/stats.mjs";

/** @typedef {{ id: "mid" | "low", label: string, target: number }} Profile */

/** @type {Record<"mid" | "low", Profile>} */
export const PROFILES = {
  mid: { id: "mid", label: "mid-tier (Pixel 5)", target: 1000 },
  low: { id: "low", label: "low-tier (Moto G Power 2022)", target: 264 },
};

/** Lighthouse's Slow 4G: the simulation's figures and the same network for DevTools throttling. */
export const SLOW_4G = throttling.mobileSlow4G;

/** The same network applied by the browser itself (CDP), for the runs that are not Lighthouse's. */
export const SLOW_4G_CDP = {
  offline: false,
  latency: SLOW_4G.rttMs,
  downloadThroughput: (SLOW_4G.throughputKbps * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A machine slower than the target cannot be slowed down to it: the runs then use 1x. */
export function slowdownFor(/** @type {number} */ index, /** @type {Profile} */ profile) {
  return Math.max(1, index / profile.target);
}

const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/**
 * A blank page of `browser` that measures the index. The first run warms V8 up and is dropped (as
 * DevTools' calibration does).
 * @param {import("@playwright/test").Browser} browser
 */
export async function benchmarkPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.evaluate(BENCHMARK);
  const cdp = await context.newCDPSession(page);
  return {
    /** This machine's index now (median of `runs` runs, about a second each). */
    async index(runs = 1) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      const values = [];
      for (let run = 0; run < runs; run += 1) values.push(Number(await page.evaluate(BENCHMARK)));
      return median(values);
    },
    /** The index the benchmark reaches at `rate`: how close the calibration came to the target. */
    async throttledIndex(/** @type {number} */ rate) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const value = Number(await page.evaluate(BENCHMARK));
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      return value;
    },
    close: () => context.close(),
  };
}

/** @typedef {{ index: number, slowdown: number }} Calibration */

/**
 * Measures the machine and returns the slowdown of `profile` for the next run.
 * @param {Awaited<ReturnType<typeof benchmarkPage>>} bench
 * @param {Profile} profile
 * @returns {Promise<Calibration>}
 */
export async function calibrate(bench, profile) {
  const index = await bench.index();
  return { index, slowdown: slowdownFor(index, profile) };
}
