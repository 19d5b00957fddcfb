// @ts-check
/**
 * `npm run bench`: the built site on a calibrated phone, beside gatsby-starter-default, with
 * Lighthouse user flows (DevTools throttling: the browser's real timeline). Per page and run:
 *
 * - a navigation: first paint (FCP), LCP, total blocking time, JavaScript transferred, score;
 * - a timespan of a tap on the menu icon: INP of opening the drawer (the site only);
 * - a timespan of a tap on the other language's flag (the starter: its link to page 2): INP, and
 *   "switch painted", from the tap to the frame after the page's heading changed.
 *
 * The CPU is slowed by `benchmark index / target` (Lighthouse's benchmark, run at 1x before each
 * run; the targets Chrome DevTools calibrates to: mid-tier 1,000, low-tier 264); Slow 4G. Builds are
 * served like a static host (scripts/lib/static-server.mjs, with brotli copies) and alternate run by run. Prints medians
 * and ratios to the starter with the index range, and writes reports/bench.json.
 *
 *   npm run bench -- --dir site=public [--dir before=/tmp/old-public] --starter /work/starter/public
 *                    [--runs 5] [--tier low|mid] [--page /] [--linger 2000]
 *
 * The starter: clone gatsby-starter-default outside this repository, delete its SSR and DSG pages
 * (src/pages/using-ssr.js, src/templates/using-dsg.js and the links to them), add
 * `"overrides": { "sharp": "^0.33.5" }` to its package.json, `npm install`, `npx gatsby build`.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.cjs";
import { ensureTool, ROOT } from "./lib/tools.ts";
import { median } from "./lib/stats.mjs";
import { startStaticServer } from "./lib/static-server.mjs";
import { precompressDirectory } from "../plugins/precompress/precompress.ts";

const TOOL = path.join(ROOT, "tools", "bench");
ensureTool(path.join(TOOL, "node_modules", "lighthouse", "package.json"), TOOL, [
  "--ignore-scripts",
]);
const { startFlow } = await import(path.join(TOOL, "node_modules/lighthouse/core/index.js"));
// The benchmark Lighthouse reports as `environment.benchmarkIndex`, run alone in a blank page at 1x.
const { pageFunctions } = await import(
  path.join(TOOL, "node_modules/lighthouse/core/lib/page-functions.js")
);
const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
const { default: puppeteer } = await import(
  path.join(TOOL, "node_modules/puppeteer-core/lib/esm/puppeteer/puppeteer-core.js")
);

const { values } = parseArgs({
  options: {
    dir: { type: "string", multiple: true, default: ["site=public"] },
    starter: { type: "string" },
    runs: { type: "string", default: "5" },
    tier: { type: "string", default: "low" },
    page: { type: "string", multiple: true, default: ["/", "/es/"] },
    linger: { type: "string", default: "2000" },
  },
});
const TARGETS = { mid: 1000, low: 264 };
const target = TARGETS[/** @type {"mid" | "low"} */ (values.tier)];
if (!target) throw new Error("--tier is mid or low");

/** @typedef {{ name: string, root: string, pages: string[], flag: string }} Build */
/** @type {Build[]} */
const builds = values.dir.map((spec) => {
  const [name, dir] = spec.includes("=") ? spec.split("=") : [path.basename(spec), spec];
  return {
    name,
    root: path.resolve(dir),
    pages: values.page,
    flag: "footer a[hreflang]:not([aria-current])",
  };
});
if (values.starter) {
  builds.push({
    name: "starter",
    root: path.resolve(values.starter),
    pages: ["/"],
    flag: 'a[href="/page-2/"]',
  });
}

const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let index = 0;

/** This machine's benchmark index now, unthrottled. */
async function machineIndex() {
  const page = await browser.newPage();
  await page.evaluate(BENCHMARK); // the first run warms V8 up, as DevTools' calibration does
  const value = Number(await page.evaluate(BENCHMARK));
  await page.close();
  return value;
}
/** @type {Record<string, Record<string, number>[]>} */
const samples = {};

/** One run of one page: a navigation and the taps, in a fresh browser context. */
async function measure(/** @type {Build} */ build, /** @type {string} */ url) {
  index = await machineIndex();
  const slowdown = Math.max(1, index / target);
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const settings = {
    throttlingMethod: "devtools",
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: slowdown,
    },
    onlyCategories: ["performance"],
  };
  const flow = await startFlow(page, { config: { extends: "lighthouse:default", settings } });
  await flow.navigate(url);
  /** @type {Record<string, number>} */
  const sample = {};
  if (build.name !== "starter") {
    await new Promise((resolve) => setTimeout(resolve, Number(values.linger)));
    await flow.startTimespan();
    await page.click("header button[aria-controls]");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await flow.endTimespan();
    await page.keyboard.press("Escape");
  }
  await page.$eval(build.flag, (flag) => flag.scrollIntoView({ block: "center" }));
  await new Promise((resolve) => setTimeout(resolve, Number(values.linger)));
  await flow.startTimespan();
  const painted = page.evaluate(
    (flag) =>
      new Promise((resolve) => {
        const heading = () => document.querySelector("h1")?.textContent;
        const before = heading();
        /** @type {number} */ let tapped;
        document
          .querySelector(flag)
          ?.addEventListener("pointerdown", () => (tapped = performance.now()), { capture: true });
        new MutationObserver((_, observer) => {
          if (heading() === before) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tapped), 0));
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }),
    build.flag,
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  await page.click(build.flag);
  sample.switchPainted = Number(await painted);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await flow.endTimespan();
  const steps = (await flow.createFlowResult()).steps.map((step) => step.lhr);
  const [load] = steps;
  if (!load.audits["resource-summary"]?.details) {
    await context.close();
    throw new Error(
      `Lighthouse could not measure ${url}: ${load.runtimeError?.message ?? "no result"}`,
    );
  }
  const audit = (/** @type {any} */ lhr, /** @type {string} */ id) => lhr.audits[id]?.numericValue;
  const scripts = load.audits["resource-summary"].details.items.find(
    (item) => item.resourceType === "script",
  );
  Object.assign(sample, {
    score: load.categories.performance.score * 100,
    fcp: audit(load, "first-contentful-paint"),
    lcp: audit(load, "largest-contentful-paint"),
    tbt: audit(load, "total-blocking-time"),
    jsKiB: (scripts?.transferSize ?? 0) / 1024,
    inpSwitch: audit(steps.at(-1), "interaction-to-next-paint") ?? 0,
    ...(steps.length === 3 ? { inpOpen: audit(steps[1], "interaction-to-next-paint") ?? 0 } : {}),
    index,
    slowdown,
  });
  await context.close();
  return sample;
}

// Every build is served with brotli copies, as the site's build writes them for its hosts.
for (const build of builds) await precompressDirectory(build.root);
/** A run that ends in Lighthouse's runtime error is tried again, twice at most. */
async function measured(/** @type {Build} */ build, /** @type {string} */ url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(build, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${error instanceof Error ? error.message : error}: measuring again`);
    }
  }
}

const servers = await Promise.all(
  builds.map((build) => startStaticServer({ root: build.root, port: 0 })),
);
for (let run = 0; run < Number(values.runs); run += 1) {
  for (const [i, build] of (run % 2 ? [...builds].reverse() : builds).entries()) {
    const server = servers[builds.indexOf(build)];
    for (const pagePath of build.pages) {
      const key = `${build.name} ${pagePath}`;
      (samples[key] ??= []).push(await measured(build, `${server.url}${pagePath}`));
      console.error(`run ${run + 1}${i ? "" : ""}: ${key} done (index ${Math.round(index)})`);
    }
  }
}
await browser.close();
await Promise.all(servers.map((server) => server.close()));

const METRICS = ["fcp", "lcp", "tbt", "jsKiB", "inpOpen", "inpSwitch", "switchPainted", "score"];
const medians = Object.fromEntries(
  Object.entries(samples).map(([key, runs]) => [
    key,
    Object.fromEntries(
      METRICS.map((metric) => [
        metric,
        median(runs.map((run) => run[metric]).filter((v) => v !== undefined)),
      ]),
    ),
  ]),
);
const starter = medians["starter /"];
const indexes = Object.values(samples)
  .flat()
  .map((run) => run.index);
console.log(
  `\n${values.tier}-tier (target index ${target}), ${values.runs} runs, benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}; medians (ratio to the starter)\n`,
);
console.log(`| page | ${METRICS.join(" | ")} |\n|${" --- |".repeat(METRICS.length + 1)}`);
for (const [key, row] of Object.entries(medians)) {
  const cell = (/** @type {string} */ metric) => {
    const value = row[metric];
    if (value === undefined || Number.isNaN(value)) return "–";
    const ratio =
      starter && starter[metric] && key !== "starter /" && metric !== "score"
        ? ` (${(value / starter[metric]).toFixed(2)}x)`
        : "";
    return `${metric === "jsKiB" ? value.toFixed(1) : Math.round(value)}${ratio}`;
  };
  console.log(`| ${key} | ${METRICS.map(cell).join(" | ")} |`);
}
fs.mkdirSync(path.join(ROOT, "reports"), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, "reports", "bench.json"),
  JSON.stringify({ tier: values.tier, samples, medians }, null, 2),
);
