// @ts-check
/**
 * `npm run bench`: builds the site, serves `public/` like a static host (gzip, real 404s), runs
 * Lighthouse (mobile defaults, simulated throttling) several times per page on Debian's Chromium,
 * prints the medians and the build time, then measures a person tapping on a throttled phone
 * (scripts/bench/interaction.mjs: first working tap, INP after hydration), writes
 * `reports/bench.json`, and exits 1 when a budget of issue 4 or a goal of issue 10 is missed.
 *
 *   npm run bench -- [--runs 3] [--tap-runs 5] [--skip-build] [--skip-lighthouse] [--page /]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.cjs";
import { interactionMisses, interactionTables, measureInteraction } from "./bench/interaction.mjs";
import { startStaticServer } from "./lib/static-server.mjs";
import {
  BUDGETS,
  MAX_BUILD_RATIO,
  STARTER_BUILD_SECONDS,
  budgetMisses,
  bytesByTypeLines,
  markdownTable,
  medianOfRuns,
  summarize,
} from "./bench/stats.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEFAULT_PAGES = ["/", "/es/", "/privacy-policy/"];

/**
 * Lighthouse's mobile defaults, except that every run is a first visit: Lighthouse keeps
 * localStorage and cookies by default, and a stored `i18nextLng` from `/es/` would redirect the
 * next unprefixed page to Spanish.
 */
const LIGHTHOUSE_CONFIG = {
  extends: "lighthouse:default",
  settings: {
    clearStorageTypes: [
      "file_systems",
      "shader_cache",
      "service_workers",
      "cache_storage",
      "local_storage",
      "cookies",
      "indexeddb",
    ],
  },
};

function parseArgs(/** @type {string[]} */ argv) {
  const options = {
    runs: 3,
    tapRuns: 5,
    build: true,
    lighthouse: true,
    pages: /** @type {string[]} */ ([]),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--runs") options.runs = Math.max(1, Number(argv[++i]));
    else if (arg === "--tap-runs") options.tapRuns = Math.max(1, Number(argv[++i]));
    else if (arg === "--skip-build") options.build = false;
    else if (arg === "--skip-lighthouse") options.lighthouse = false;
    else if (arg === "--page") options.pages.push(String(argv[++i]));
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (options.pages.length === 0) options.pages = DEFAULT_PAGES;
  return options;
}

function build() {
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`gatsby build failed (exit ${result.status})`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const buildSeconds = options.build ? build() : undefined;
  const publicDir = path.join(root, "public");
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("public/index.html is missing: build first or drop --skip-build");
  }

  const server = await startStaticServer({ root: publicDir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
  });
  /** @type {{ page: string, runs: ReturnType<typeof summarize>[], median: ReturnType<typeof medianOfRuns> }[]} */
  const results = [];
  try {
    for (const page of options.lighthouse ? options.pages : []) {
      const runs = [];
      for (let run = 1; run <= options.runs; run += 1) {
        const result = await lighthouse(
          `${server.url}${page}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          },
          LIGHTHOUSE_CONFIG,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const summary = summarize(result.lhr);
        runs.push(summary);
        console.log(
          `${page} run ${run}/${options.runs}: perf ${summary.scores.performance}, ` +
            `LCP ${Math.round(summary.lcpMs)} ms, TBT ${Math.round(summary.tbtMs)} ms`,
        );
        for (const warning of summary.runWarnings) console.warn(`  warning: ${warning}`);
      }
      results.push({ page, runs, median: medianOfRuns(runs) });
    }
  } finally {
    chrome.kill();
  }
  let interaction;
  try {
    interaction = await measureInteraction({
      origin: server.url,
      pages: options.pages,
      runs: options.tapRuns,
    });
  } finally {
    await server.close();
  }

  const misses = [
    ...results.flatMap(({ page, median }) => budgetMisses(page, median)),
    ...interactionMisses(interaction),
  ];
  const buildLimit = STARTER_BUILD_SECONDS * MAX_BUILD_RATIO;
  if (results.length > 0) {
    console.log(
      `\nMedians of ${options.runs} Lighthouse ${lighthouseVersion()} runs (mobile, simulated throttling):\n`,
    );
    console.log(markdownTable(results));
    console.log(`\nBytes/requests by type:\n${bytesByTypeLines(results).join("\n")}`);
  }
  console.log(
    `\nA person tapping: 390 px, ${options.tapRuns} runs, medians; first tap at 4x CPU, 150 ms RTT, ` +
      `1.6 Mbit/s, a tap every 100 ms from the first paint; INP at 4x CPU:\n`,
  );
  console.log(interactionTables(interaction));
  if (buildSeconds !== undefined) {
    console.log(
      `\nBuild time: ${buildSeconds.toFixed(1)} s (target < ${buildLimit.toFixed(1)} s = ` +
        `${MAX_BUILD_RATIO} x the starter's ${STARTER_BUILD_SECONDS} s; ` +
        `load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores)`,
    );
    if (buildSeconds > buildLimit)
      console.warn(
        "  note: over the build-time target (not a failure: timings on a shared machine vary)",
      );
  }

  const report = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion(),
    runsPerPage: options.runs,
    budgets: BUDGETS,
    build: { seconds: buildSeconds, targetSeconds: buildLimit, loadAverage: os.loadavg() },
    pages: results,
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
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
