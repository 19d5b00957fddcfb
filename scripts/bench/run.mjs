// @ts-check
/**
 * `npm run bench`: the site on the phones visitors carry. Builds the site (and, with `--starter`,
 * gatsby-starter-default beside it, both cold), serves each `public/` like a static host
 * (precompressed files, real 404s), and on two calibrated phones (scripts/bench/calibrate.mjs: the
 * machine's Lighthouse benchmark index is measured before every run and the CPU slowed by
 * `index / target`; mid-tier 1,000, low-tier 264; Slow 4G) runs
 *
 * - Lighthouse on every page, with simulated and with DevTools throttling,
 * - a person tapping (scripts/bench/interaction.mjs): the first working tap from the first paint,
 *   and INP of opening the drawer, choosing a menu item and switching language on every page,
 *
 * alternating pages, profiles and the starter run by run. It prints the medians with the index
 * they were taken at and as ratios to the starter, writes `reports/bench.json`, and exits 1 when
 * a budget is missed.
 *
 *   npm run bench -- [--runs 3] [--tap-runs 5] [--skip-build] [--skip-lighthouse] [--skip-taps]
 *                    [--page /] [--profile mid|low] [--method simulate|devtools]
 *                    [--starter DIR] [--skip-starter-build] [--dir PUBLIC] [--linger MS]
 *
 * `--page`, `--profile` and `--method` may be repeated; by default all pages, both profiles and
 * both methods. `--dir` measures another build of the site (e.g. a copy of an earlier `public/`)
 * and skips the build. `--linger` keeps the flag, and the starter's link, on screen that long
 * before the tap: a visitor who reads before tapping (Gatsby prefetches 3 s after it is asked).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { precompressDirectory } from "../../plugins/precompress/precompress.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../harness/chromium.cjs";
import { PROFILES, SLOW_4G, benchmarkPage, calibrate } from "./calibrate.mjs";
import { FIRST_VISIT_STORAGE } from "./firstVisit.mjs";
import { interactionMisses, interactionTables, measureInteraction } from "./interaction.mjs";
import { checkStarter, coldBuild } from "./starter.mjs";
import { startStaticServer } from "../../harness/static-server.mjs";
import {
  BUDGETS,
  MAX_BUILD_RATIO,
  budgetMisses,
  bytesByTypeLines,
  markdownTable,
  medianOfRuns,
  summarize,
} from "./stats.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DEFAULT_PAGES = ["/", "/es/", "/privacy-policy/"];
/** Attempts at one Lighthouse run before the bench gives up on it. */
const MAX_ATTEMPTS = 3;
const STARTER_PAGE = "/";
const METHODS = /** @type {const} */ (["simulate", "devtools"]);

/** @typedef {"mid" | "low"} ProfileId */
/** @typedef {(typeof METHODS)[number]} Method */

/**
 * Lighthouse's mobile defaults at a calibrated CPU slowdown, every run a first visit.
 * @param {Method} method
 * @param {number} slowdown
 */
function lighthouseConfig(method, slowdown) {
  return {
    extends: "lighthouse:default",
    settings: {
      throttlingMethod: method,
      throttling: { ...SLOW_4G, cpuSlowdownMultiplier: slowdown },
      clearStorageTypes: [...FIRST_VISIT_STORAGE],
    },
  };
}

function parseArgs(/** @type {string[]} */ argv) {
  const options = {
    runs: 3,
    tapRuns: 5,
    linger: 0,
    build: true,
    starterBuild: true,
    lighthouse: true,
    taps: true,
    pages: /** @type {string[]} */ ([]),
    profiles: /** @type {ProfileId[]} */ ([]),
    methods: /** @type {Method[]} */ ([]),
    starter: "",
    dir: path.join(root, "public"),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === "--runs") options.runs = Math.max(1, Number(value()));
    else if (arg === "--tap-runs") options.tapRuns = Math.max(1, Number(value()));
    else if (arg === "--linger") options.linger = Math.max(0, Number(value()));
    else if (arg === "--skip-build") options.build = false;
    else if (arg === "--skip-starter-build") options.starterBuild = false;
    else if (arg === "--skip-lighthouse") options.lighthouse = false;
    else if (arg === "--skip-taps") options.taps = false;
    else if (arg === "--page") options.pages.push(value());
    else if (arg === "--starter") options.starter = path.resolve(value());
    else if (arg === "--dir") {
      options.dir = path.resolve(value());
      options.build = false;
    } else if (arg === "--profile") {
      const profile = value();
      if (profile !== "mid" && profile !== "low") throw new Error("--profile is mid or low");
      options.profiles.push(profile);
    } else if (arg === "--method") {
      const method = value();
      if (method !== "simulate" && method !== "devtools")
        throw new Error("--method is simulate or devtools");
      options.methods.push(method);
    } else throw new Error(`Unknown argument ${arg}`);
  }
  if (options.pages.length === 0) options.pages = DEFAULT_PAGES;
  if (options.profiles.length === 0) options.profiles = ["mid", "low"];
  if (options.methods.length === 0) options.methods = [...METHODS];
  return options;
}

/**
 * @typedef {{ site: "ours" | "starter", page: string,
 *   runs: (ReturnType<typeof summarize> & { index: number })[] }} PageRuns
 */

/**
 * Lighthouse on every page and the starter's landing page, per profile and method; runs
 * alternate between all of them so that load on a shared machine is spread evenly.
 * @param {{ chromePort: number, bench: Awaited<ReturnType<typeof benchmarkPage>>,
 *   targets: { site: "ours" | "starter", page: string, origin: string }[],
 *   profiles: ProfileId[], methods: Method[], runs: number }} options
 */
async function lighthouseRuns({ chromePort, bench, targets, profiles, methods, runs }) {
  /** @type {Record<string, PageRuns>} */
  const collected = {};
  for (let run = 1; run <= runs; run += 1) {
    for (const id of profiles) {
      for (const method of methods) {
        for (const target of targets) {
          const key = `${id} ${method} ${target.site} ${target.page}`;
          // A run Lighthouse could not finish (it reports a runtime error and no metrics, e.g.
          // NO_FCP when the tab was not painted) is said and run again, never a median's NaN.
          let attempt = 0;
          let index = NaN;
          let slowdown = NaN;
          let result;
          for (;;) {
            attempt += 1;
            ({ index, slowdown } = await calibrate(bench, PROFILES[id]));
            result = await lighthouse(
              `${target.origin}${target.page}`,
              {
                port: chromePort,
                output: "json",
                logLevel: "error",
                onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
              },
              lighthouseConfig(method, slowdown),
            );
            if (!result) throw new Error(`Lighthouse returned nothing for ${target.page}`);
            const error = result.lhr.runtimeError;
            if (!error) break;
            const reason = `${key} run ${run}: Lighthouse failed (${error.code}: ${error.message})`;
            if (attempt === MAX_ATTEMPTS) throw new Error(reason);
            console.warn(`${reason}; running it again`);
          }
          const summary = { ...summarize(result.lhr), index };
          collected[key] ??= { site: target.site, page: target.page, runs: [] };
          collected[key].runs.push(summary);
          console.log(
            `${key} run ${run}/${runs} (index ${Math.round(index)}, ${slowdown.toFixed(2)}x): ` +
              `perf ${summary.scores.performance}, FCP ${Math.round(summary.fcpMs)} ms, ` +
              `LCP ${Math.round(summary.lcpMs)} ms, TBT ${Math.round(summary.tbtMs)} ms`,
          );
          for (const warning of summary.runWarnings) console.warn(`  warning: ${warning}`);
        }
      }
    }
  }
  /** @type {Record<string, Record<string, { ours: any[], starter?: any }>>} */
  const results = {};
  for (const id of profiles) {
    results[id] = {};
    for (const method of methods) {
      const entries = targets.map((target) => {
        const {
          site,
          page,
          runs: pageRuns,
        } = collected[`${id} ${method} ${target.site} ${target.page}`];
        return { site, page, runs: pageRuns, median: medianOfRuns(pageRuns) };
      });
      results[id][method] = {
        ours: entries.filter((entry) => entry.site === "ours"),
        starter: entries.find((entry) => entry.site === "starter"),
      };
    }
  }
  return results;
}

/** Serves a built site; a build without precompressed copies (the starter's) gets them first. */
async function serve(/** @type {string} */ publicDir) {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`${publicDir}/index.html is missing: build first or drop --skip-build`);
  }
  await precompressDirectory(publicDir);
  return startStaticServer({ root: publicDir });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.starter) checkStarter(options.starter);
  const load = () => os.loadavg()[0].toFixed(1);
  const builds = /** @type {{ ours?: number, starter?: number, load: string[] }} */ ({ load: [] });
  if (options.build) {
    console.log("Cold build of the site…");
    builds.ours = coldBuild(root);
    builds.load.push(load());
  }
  if (options.starter && options.starterBuild) {
    console.log(`Cold build of the starter (${options.starter})…`);
    builds.starter = coldBuild(options.starter, { quiet: true });
    builds.load.push(load());
  }

  const server = await serve(options.dir);
  const starterServer = options.starter
    ? await serve(path.join(options.starter, "public"))
    : undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--headless=new"],
  });
  const bench = await benchmarkPage(browser);
  const loadDuringRuns = [load()];
  /** @type {Awaited<ReturnType<typeof lighthouseRuns>> | undefined} */
  let lighthouseResults;
  /** @type {Awaited<ReturnType<typeof measureInteraction>> | undefined} */
  let interaction;
  try {
    if (options.lighthouse) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
      });
      try {
        lighthouseResults = await lighthouseRuns({
          chromePort: chrome.port,
          bench,
          targets: [
            ...options.pages.map((page) => ({
              site: /** @type {const} */ ("ours"),
              page,
              origin: server.url,
            })),
            ...(starterServer
              ? [
                  {
                    site: /** @type {const} */ ("starter"),
                    page: STARTER_PAGE,
                    origin: starterServer.url,
                  },
                ]
              : []),
          ],
          profiles: options.profiles,
          methods: options.methods,
          runs: options.runs,
        });
      } finally {
        chrome.kill();
      }
      loadDuringRuns.push(load());
    }
    if (options.taps) {
      interaction = await measureInteraction({
        browser,
        bench,
        origin: server.url,
        pages: options.pages,
        runs: options.tapRuns,
        profiles: options.profiles,
        starterOrigin: starterServer?.url,
        linger: options.linger,
      });
      loadDuringRuns.push(load());
    }
  } finally {
    await bench.close();
    await browser.close();
    await server.close();
    await starterServer?.close();
  }

  const misses = [];
  for (const id of options.profiles) {
    const profile = PROFILES[id];
    console.log(
      `\n## ${profile.label}: benchmark index ${profile.target}, CPU slowed by the machine's ` +
        `index / ${profile.target} before every run; Slow 4G (${SLOW_4G.rttMs} ms RTT, ` +
        `${(SLOW_4G.throughputKbps / 1024).toFixed(1)} Mbit/s)`,
    );
    for (const method of options.methods) {
      const entry = lighthouseResults?.[id]?.[method];
      if (!entry) continue;
      console.log(
        `\nLighthouse ${lighthouseVersion()}, ${method} throttling, medians of ${options.runs}` +
          `${entry.starter ? "; ratio to the starter in brackets" : ""}:\n`,
      );
      console.log(markdownTable(entry.ours, entry.starter));
      console.log(`\nBytes/requests by type:\n${bytesByTypeLines(entry.ours).join("\n")}`);
      for (const { page, median } of entry.ours) {
        misses.push(...budgetMisses(`${id} ${method} ${page}`, median, BUDGETS[id]));
      }
    }
    if (interaction?.[id]) {
      console.log(
        `\nA person tapping: 390 px, medians of ${options.tapRuns}; first tap also at Slow 4G, ` +
          `a tap every 100 ms from the first paint:\n`,
      );
      console.log(interactionTables(interaction[id]));
    }
  }
  if (interaction) misses.push(...interactionMisses(interaction));

  if (builds.ours !== undefined) {
    const ratio = builds.starter ? builds.ours / builds.starter : undefined;
    console.log(
      `\nCold build: ${builds.ours.toFixed(1)} s` +
        (builds.starter
          ? `, the starter ${builds.starter.toFixed(1)} s: ${ratio?.toFixed(2)}x ` +
            `(target ≤ ${MAX_BUILD_RATIO}x; reported, not enforced: builds vary on a shared machine)`
          : "") +
        `; load average ${builds.load.join(", ")} on ${os.cpus().length} cores`,
    );
  }
  console.log(`Load average during the runs: ${loadDuringRuns.join(" → ")}`);

  const report = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion(),
    runsPerPage: options.runs,
    tapRuns: options.tapRuns,
    profiles: Object.fromEntries(options.profiles.map((id) => [id, PROFILES[id]])),
    network: SLOW_4G,
    budgets: BUDGETS,
    build: { ...builds, maxRatio: MAX_BUILD_RATIO },
    loadAverage: loadDuringRuns,
    lighthouseResults,
    interaction,
    misses,
  };
  fs.mkdirSync(path.join(root, "reports"), { recursive: true });
  const reportPath = path.join(root, "reports", "bench.json");
  fs.writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nReport: ${path.relative(root, reportPath)}`);

  if (misses.length > 0) {
    console.error(`\nBudgets missed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("\nAll budgets met.");
  }
}

function lighthouseVersion() {
  const pkg = path.join(root, "node_modules", "lighthouse", "package.json");
  return /** @type {{ version: string }} */ (JSON.parse(fs.readFileSync(pkg, "utf8"))).version;
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
