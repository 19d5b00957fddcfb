// @ts-check
/**
 * `npm run bench:protocols`: Lighthouse over HTTP/2 beside HTTP/1.1, on the production server.
 * Serves the existing build with `serve:nginx` in TLS mode (build first), then runs Lighthouse
 * (mobile defaults, simulated throttling, every run a first visit) on Debian's Chromium once as it
 * is (HTTP/2 through ALPN) and once with `--disable-http2` (HTTP/1.1), alternating the order run
 * by run (ABBA) so that a busier moment of a shared machine does not land on one protocol only.
 * Prints the medians and their spread, checks that each run used the protocol it was meant to,
 * writes `reports/bench-protocols.json`.
 *
 *   npm run bench:protocols -- [--runs 5] [--page /] [--page /es/]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { FIRST_VISIT_STORAGE } from "./firstVisit.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../harness/chromium.cjs";
import { startNginx } from "../../harness/nginx.ts";
import { median } from "../../harness/stats.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PROTOCOLS = /** @type {const} */ ({
  h2: { flags: [], expected: "h2" },
  "http/1.1": { flags: ["--disable-http2"], expected: "http/1.1" },
});
/** @typedef {keyof typeof PROTOCOLS} Protocol */

/** As `npm run bench`: every run a first visit (no stored language redirecting the next page). */
const LIGHTHOUSE_CONFIG = {
  extends: "lighthouse:default",
  settings: {
    clearStorageTypes: [...FIRST_VISIT_STORAGE],
  },
};

function parseArgs(/** @type {string[]} */ argv) {
  const options = { runs: 5, pages: /** @type {string[]} */ ([]) };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--runs") options.runs = Math.max(1, Number(argv[++i]));
    else if (arg === "--page") options.pages.push(String(argv[++i]));
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (options.pages.length === 0) options.pages = ["/", "/es/"];
  return options;
}

/** @param {import("lighthouse").Result} lhr */
function summarize(lhr) {
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = /** @type {{ items?: { url: string, protocol?: string }[] }} */ (
    lhr.audits["network-requests"]?.details ?? {}
  ).items;
  return {
    /** Lighthouse's reason when the run measured nothing (e.g. NO_FCP on a starved machine). */
    error: lhr.runtimeError?.code,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    speedIndexMs: numeric("speed-index"),
    /** The protocol of each request, as Chromium reported it. */
    protocols: [...new Set((requests ?? []).map((request) => request.protocol ?? "?"))],
  };
}

/** @param {number[]} values */
const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(root, "public", "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` first");
  }
  const loadBefore = os.loadavg();
  const nginx = await startNginx({ tls: true });
  /** @type {Partial<Record<Protocol, Awaited<ReturnType<typeof chromeLauncher.launch>>>>} */
  const browsers = {};
  /** @type {{ page: string, protocol: Protocol, run: ReturnType<typeof summarize> }[]} */
  const runs = [];
  try {
    for (const [protocol, { flags }] of Object.entries(PROTOCOLS)) {
      browsers[/** @type {Protocol} */ (protocol)] = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        // The certificate is the one serve:nginx made for this run.
        chromeFlags: [...CHROMIUM_ARGS, "--headless=new", "--ignore-certificate-errors", ...flags],
      });
    }
    for (const page of options.pages) {
      for (let run = 0; run < options.runs; run += 1) {
        /** @type {Protocol[]} */
        const order = run % 2 === 0 ? ["h2", "http/1.1"] : ["http/1.1", "h2"];
        for (const protocol of order) {
          const result = await lighthouse(
            nginx.origin + page,
            {
              port: browsers[protocol]?.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance"],
            },
            LIGHTHOUSE_CONFIG,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          const summary = summarize(result.lhr);
          const expected = PROTOCOLS[protocol].expected;
          if (summary.protocols.some((seen) => seen !== expected)) {
            throw new Error(`${protocol} run of ${page} used ${summary.protocols.join(", ")}`);
          }
          runs.push({ page, protocol, run: summary });
          console.log(
            `${page} ${protocol} run ${run + 1}/${options.runs}: ` +
              (summary.error
                ? `no measurement (${summary.error})`
                : `perf ${summary.performance}, FCP ${Math.round(summary.fcpMs)} ms, ` +
                  `LCP ${Math.round(summary.lcpMs)} ms, SI ${Math.round(summary.speedIndexMs)} ms`),
          );
        }
      }
    }
  } finally {
    for (const browser of Object.values(browsers)) browser?.kill();
    await nginx.stop();
  }
  const loadAfter = os.loadavg();

  const metrics = /** @type {const} */ ([
    ["performance", "perf"],
    ["fcpMs", "FCP ms"],
    ["lcpMs", "LCP ms"],
    ["tbtMs", "TBT ms"],
    ["speedIndexMs", "Speed Index ms"],
  ]);
  const rows = options.pages.flatMap((page) =>
    /** @type {Protocol[]} */ (Object.keys(PROTOCOLS)).map((protocol) => {
      const all = runs.filter((entry) => entry.page === page && entry.protocol === protocol);
      // A run that measured nothing is left out of the medians, and counted.
      const mine = all.filter(({ run }) => !run.error);
      const cells = metrics.map(([key]) => {
        const values = mine.map(({ run }) => run[key]);
        return `${Math.round(median(values) ?? NaN)} (${spread(values)})`;
      });
      return { page, protocol, cells: [`${mine.length}/${all.length}`, ...cells] };
    }),
  );
  const table = [
    `| page | protocol | runs | ${metrics.map(([, label]) => label).join(" | ")} |`,
    `|${" --- |".repeat(metrics.length + 3)}`,
    ...rows.map(({ page, protocol, cells }) => `| ${page} | ${protocol} | ${cells.join(" | ")} |`),
  ].join("\n");
  const load = (/** @type {number[]} */ values) =>
    values.map((value) => value.toFixed(2)).join(" ");
  console.log(
    `\nMedians of ${options.runs} Lighthouse runs per protocol (mobile, simulated throttling), ` +
      `(min–max):\n${table}\nLoad average before ${load(loadBefore)}, after ${load(loadAfter)}.`,
  );
  const reportPath = path.join(root, "reports", "bench-protocols.json");
  fs.mkdirSync(path.dirname(reportPath), { recursive: true });
  fs.writeFileSync(
    reportPath,
    `${JSON.stringify({ loadBefore, loadAfter, runs, table }, null, 2)}\n`,
  );
  console.log(`Report: ${path.relative(root, reportPath)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
