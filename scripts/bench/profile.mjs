// @ts-check
/**
 * Where the main thread goes, phase by phase, on a calibrated phone: a Chromium trace (with V8's
 * sampling profiler) of the first visit (start-up and hydration), opening the drawer, choosing a
 * menu item, and switching language, each summarised as main-thread time by kind of work, the
 * longest tasks, and the JavaScript functions with the most self time.
 *
 *   node scripts/bench/profile.mjs [--dir public]... [--page /] [--profile low|mid] [--runs 1]
 *                                  [--out reports/profiles] [--rate N] [--owner react-dom]
 *
 * `--rate` slows the CPU by a fixed factor instead of the calibrated one: for comparing two
 * builds, the CPU (thread) time per phase at `--rate 1` is the work itself, which a busy machine
 * changes much less than it changes wall time. Several `--dir`s are profiled in alternation and
 * compared phase by phase (A/B on a shared machine).
 *
 * For readable function names profile a build made with `npx gatsby build --no-uglify`. With
 * `--out` each phase's trace is written there too (open it in DevTools' Performance panel).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { SourceMapConsumer } from "source-map-js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../harness/chromium.cjs";
import { startStaticServer } from "../../harness/static-server.mjs";
import { PROFILES, benchmarkPage, calibrate } from "./calibrate.mjs";
import { PHONE_CONTEXT, centre, settle, tap } from "./interaction.mjs";
import { median } from "../../harness/stats.mjs";

export const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
].join(",");

/** Trace event names grouped into the kinds of work DevTools shows. */
const KINDS = /** @type {const} */ ([
  ["compile", /^(v8\.compile|v8\.compileModule|CompileScript|CompileCode|v8\.parseOnBackground)/],
  [
    "style",
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)/,
  ],
  ["layout", /^(Layout|UpdateLayout|IntersectionObserverController::computeIntersections)$/],
  ["paint", /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|RasterTask)$/],
  ["parse HTML", /^ParseHTML$/],
  ["GC", /GC|^V8\.GC/],
  [
    "script",
    /^(EvaluateScript|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.run|v8\.callFunction|FireIdleCallback|HandlePostMessage|XHRReadyStateChange)/,
  ],
]);

function kindOf(/** @type {string} */ name) {
  for (const [kind, pattern] of KINDS) if (pattern.test(name)) return kind;
  return "other";
}

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   id?: string, args?: any, cat?: string }} TraceEvent
 */

/**
 * The renderer's main thread of the page: among the processes that hosted a frame of `origin`,
 * the CrRendererMain thread with the most work.
 */
function mainThread(/** @type {TraceEvent[]} */ events, /** @type {string} */ origin) {
  const pids = new Set();
  for (const event of events) {
    for (const frame of event.args?.data?.frames ?? []) {
      if (String(frame.url).startsWith(origin)) pids.add(frame.processId);
    }
    const data = event.args?.data;
    if (data?.url && String(data.url).startsWith(origin) && data.frame) pids.add(event.pid);
  }
  const names = new Map();
  for (const event of events) {
    if (event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      if (pids.size === 0 || pids.has(event.pid)) names.set(`${event.pid}:${event.tid}`, 0);
  }
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (names.has(key) && event.name === "RunTask")
      names.set(key, names.get(key) + (event.dur ?? 0));
  }
  const [key] = [...names.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error("No renderer main thread in the trace");
  const [pid, tid] = key.split(":").map(Number);
  return { pid, tid };
}

/**
 * Self time per kind of work and per event name on one thread, and its tasks. Complete events
 * ("X") and begin/end pairs are nested by time; an event's self time is its duration minus its
 * children's.
 */
function threadSummary(
  /** @type {TraceEvent[]} */ events,
  /** @type {number} */ pid,
  /** @type {number} */ tid,
  since = 0,
) {
  /** @type {{ name: string, start: number, end: number, cpu: number }[]} */
  const spans = [];
  /** @type {Map<string, number[]>} */
  const open = new Map();
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue;
    if (event.ph === "X" && event.dur !== undefined) {
      spans.push({
        name: event.name,
        start: event.ts,
        end: event.ts + event.dur,
        cpu: /** @type {any} */ (event).tdur ?? event.dur,
      });
    } else if (event.ph === "B") {
      open.set(event.name, [...(open.get(event.name) ?? []), event.ts]);
    } else if (event.ph === "E") {
      const starts = open.get(event.name);
      const start = starts?.pop();
      if (start !== undefined) spans.push({ name: event.name, start, end: event.ts, cpu: 0 });
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  /** @type {Map<string, number>} */
  const byName = new Map();
  /** @type {{ start: number, end: number, cpu: number, byName: Map<string, number> }[]} */
  const tasks = [];
  /** @type {{ name: string, start: number, end: number, cpu: number, children: number }[]} */
  const stack = [];
  const close = (/** @type {number} */ until) => {
    while (stack.length > 0 && stack[stack.length - 1].end <= until) {
      const done = /** @type {(typeof stack)[number]} */ (stack.pop());
      const self = done.end - done.start - done.children;
      if (done.start < since) continue;
      byName.set(done.name, (byName.get(done.name) ?? 0) + self);
      if (stack.length > 0) stack[stack.length - 1].children += done.end - done.start;
      const task = tasks[tasks.length - 1];
      if (task && done.start >= task.start && done.end <= task.end)
        task.byName.set(done.name, (task.byName.get(done.name) ?? 0) + self);
    }
  };
  for (const span of spans) {
    close(span.start);
    if (stack.length === 0 && span.name === "RunTask" && span.start >= since)
      tasks.push({ start: span.start, end: span.end, cpu: span.cpu, byName: new Map() });
    stack.push({ ...span, children: 0 });
  }
  close(Infinity);
  /** @type {Map<string, number>} */
  const byKind = new Map();
  for (const [name, us] of byName) {
    if (name === "RunTask" || name === "ThreadControllerImpl::RunTask") continue;
    byKind.set(kindOf(name), (byKind.get(kindOf(name)) ?? 0) + us);
  }
  return { byName, byKind, tasks };
}

/**
 * Self time per JavaScript function from V8's sampling profiler in the trace (ProfileChunk
 * events of the given thread), keyed `name (file:line)`.
 */
function functionSamples(/** @type {TraceEvent[]} */ events, /** @type {number} */ pid, tid) {
  /** @type {Map<string, { nodes: Map<number, any>, samples: number[], deltas: number[], start: number }>} */
  const profiles = new Map();
  const starts = new Map(
    events
      .filter((e) => e.name === "Profile" && e.pid === pid && e.tid === tid)
      .map((e) => [e.id, Number(e.args?.data?.startTime ?? e.ts)]),
  );
  const profileIds = new Set(starts.keys());
  for (const event of events) {
    if (event.name !== "ProfileChunk" || event.pid !== pid || !profileIds.has(event.id)) continue;
    const id = /** @type {string} */ (event.id);
    const profile = profiles.get(id) ?? {
      nodes: new Map(),
      samples: [],
      deltas: [],
      start: starts.get(id) ?? 0,
    };
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
    profiles.set(id, profile);
  }
  /** @type {{ ts: number, key: string, owner: string, us: number }[]} */
  const samples = [];
  for (const { nodes, samples: ids, deltas, start } of profiles.values()) {
    let ts = start;
    for (let i = 0; i < ids.length; i += 1) {
      ts += deltas[i] ?? 0;
      const node = nodes.get(ids[i]);
      const frame = node?.callFrame ?? {};
      const name = frame.functionName || "(anonymous)";
      if (name === "(idle)" || name === "(root)") continue;
      const file = frame.url ? frame.url.replace(/^.*\//, "") : "";
      const line = (frame.lineNumber ?? 0) + 1;
      const original = frame.url ? originalOf(frame.url, line, frame.columnNumber ?? 0) : null;
      const owner = original
        ? ownerOf(original.source)
        : file
          ? file
          : name.startsWith("(")
            ? name
            : "(browser)";
      const key = original
        ? `${original.name ?? name} (${ownerOf(original.source)}:${original.line})`
        : file
          ? `${name} (${file}:${line}:${(frame.columnNumber ?? 0) + 1})`
          : name;
      // A sample's time is the gap to the next one.
      samples.push({ ts, key, owner, us: Math.max(0, deltas[i + 1] ?? 0) });
    }
  }
  return samples;
}

function selfTimes(/** @type {{ key: string, us: number }[]} */ samples) {
  /** @type {Map<string, number>} */
  const self = new Map();
  for (const { key, us } of samples) self.set(key, (self.get(key) ?? 0) + us);
  return self;
}

/**
 * Where a sampled frame comes from in the sources, when the build has source maps
 * (`BUNDLE_SOURCE_MAPS=1`): `{ source, name }`, or null.
 * @type {(url: string, line: number, column: number) =>
 *   { source: string, name: string | null, line: number } | null}
 */
let originalOf = () => null;

/** Loads the bundles' source maps of `dir`, if any, for `originalOf`. */
function loadSourceMaps(/** @type {string} */ dir) {
  /** @type {Map<string, SourceMapConsumer>} */
  const maps = new Map();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith(".js.map")) continue;
    const map = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    maps.set(file.replace(/\.map$/, ""), new SourceMapConsumer(map));
  }
  if (maps.size === 0) return false;
  originalOf = (url, line, column) => {
    const map = maps.get(url.replace(/^.*\//, ""));
    if (!map) return null;
    const position = map.originalPositionFor({ line, column });
    return position.source
      ? { source: position.source, name: position.name, line: position.line }
      : null;
  };
  return true;
}

/** A source path reduced to what owns it: `react-dom`, `@emotion/react`, `src/…`, `.cache/…`. */
function ownerOf(/** @type {string} */ source) {
  const modules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1];
  const own = source.match(/\/((?:src|\.cache|plugins)\/.*)$/);
  return own ? own[1] : source.replace(/^webpack:\/\/[^/]*\//, "");
}

/** With `--owner`: the functions of that owner are listed too. */
let focusOwner = "";
/** With `--linger`: how long the flags stay on screen before the tap (a visitor reading the footer). */
let lingerMs = 0;

/** @param {Buffer} buffer @param {string} label @param {string} origin */
export function summarize(buffer, label, origin) {
  const parsed = JSON.parse(buffer.toString("utf8"));
  /** @type {TraceEvent[]} */
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const { pid, tid } = mainThread(events, origin);
  // A phase starts at its `phase-start` mark (set just before the tap), a load at navigation.
  const mark = events.find((e) => e.name === "phase-start" && e.pid === pid);
  const navigation = events.find((e) => e.name === "navigationStart" && e.pid === pid);
  const since = mark?.ts ?? navigation?.ts ?? 0;
  const { byName, byKind, tasks } = threadSummary(events, pid, tid, since);
  const samples = functionSamples(events, pid, tid).filter((sample) => sample.ts >= since);
  const ms = (/** @type {{ start: number, end: number }} */ task) => (task.end - task.start) / 1000;
  const long = tasks.filter((task) => ms(task) > 50);
  return {
    label,
    busyMs: tasks.reduce((sum, task) => sum + ms(task), 0),
    /** Thread time: the work itself, without the time the machine's load took the thread away. */
    cpuMs: tasks.reduce((sum, task) => sum + task.cpu / 1000, 0),
    longTasks: long.length,
    blockingMs: long.reduce((sum, task) => sum + ms(task) - 50, 0),
    longestMs: Math.max(0, ...tasks.map(ms)),
    byKind: Object.fromEntries([...byKind].map(([kind, us]) => [kind, us / 1000])),
    topEvents: top(byName, 10),
    topFunctions: top(selfTimes(samples), 15),
    ownerFunctions: focusOwner
      ? top(selfTimes(samples.filter((sample) => sample.owner === focusOwner)), 12)
      : [],
    owners: Object.fromEntries(
      top(selfTimes(samples.map((sample) => ({ ...sample, key: sample.owner }))), 12).map(
        ({ name, ms }) => [name, ms],
      ),
    ),
    // In the order they ran: the story of the phase.
    longest: long.map((task) => ({
      atMs: (task.start - since) / 1000,
      ms: ms(task),
      events: top(task.byName, 4),
      functions: top(selfTimes(samples.filter((s) => s.ts >= task.start && s.ts <= task.end)), 4),
      owners: top(
        selfTimes(
          samples
            .filter((s) => s.ts >= task.start && s.ts <= task.end)
            .map((sample) => ({ ...sample, key: sample.owner })),
        ),
        5,
      ),
    })),
  };
}

function top(/** @type {Map<string, number>} */ map, /** @type {number} */ count) {
  return [...map]
    .filter(([name]) => name !== "RunTask" && name !== "ThreadControllerImpl::RunTask")
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: us / 1000 }));
}

const MENU_BUTTON = "header button[aria-haspopup='dialog']";

/**
 * One visit, traced phase by phase.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {number} slowdown
 * @param {string | undefined} out
 */
async function profileVisit(browser, url, slowdown, out) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  const phases = [];
  const origin = new URL(url).origin;
  const traced = async (/** @type {string} */ label, /** @type {() => Promise<void>} */ act) => {
    await browser.startTracing(page, { categories: CATEGORIES.split(",") });
    // Starting the profiler costs the page a moment: the phase starts after it, at a mark.
    if (phases.length > 0) {
      await page.waitForTimeout(500);
      await page.evaluate(() => performance.mark("phase-start"));
    }
    await act();
    await settle(page);
    const buffer = await browser.stopTracing();
    if (out) fs.writeFileSync(path.join(out, `${label.replace(/\W+/g, "-")}.json`), buffer);
    phases.push(summarize(buffer, label, origin));
  };
  await traced("start-up and hydration", async () => {
    await page.goto(url, { waitUntil: "load" });
    // Polled by the page itself: Playwright's waitForFunction would compile its injected script
    // in the page and show up in the profile.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () =>
            performance.getEntriesByName("onInitialClientRender").length > 0
              ? resolve(undefined)
              : setTimeout(check, 50);
          check();
        }),
    );
  });
  await settle(page);
  // Taps go to the page at a point found before the trace starts (no Playwright actionability
  // checks in the page while it is traced), sent as the bench sends them (interaction.mjs, `tap`).
  const tapAt = async (/** @type {{ x: number, y: number }} */ point) => {
    await tap(cdp, point);
  };
  const menuPoint = await centre(page.locator(MENU_BUTTON));
  await traced("open the drawer", () => tapAt(menuPoint));
  const teamPoint = await centre(page.locator("dialog a[href$='#team']"));
  await traced("choose Team", () => tapAt(teamPoint));
  // The other language's flag (the current one carries aria-current).
  const other = page.locator("footer a[hreflang]:not([aria-current])").first();
  await other.scrollIntoViewIfNeeded();
  await settle(page);
  if (lingerMs > 0) {
    await page.waitForTimeout(lingerMs);
    await settle(page);
  }
  const flagPoint = await centre(other);
  await traced("switch language", async () => {
    const before = page.url();
    await tapAt(flagPoint);
    await page.waitForURL((next) => next.toString() !== before);
  });
  await context.close();
  return phases;
}

function parseArgs(/** @type {string[]} */ argv) {
  const options = {
    dirs: /** @type {string[]} */ ([]),
    page: "/",
    profile: "low",
    runs: 1,
    out: "",
    rate: 0,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--dir") options.dirs.push(argv[++i]);
    else if (arg === "--page") options.page = argv[++i];
    else if (arg === "--profile") options.profile = argv[++i];
    else if (arg === "--runs") options.runs = Math.max(1, Number(argv[++i]));
    else if (arg === "--out") options.out = argv[++i];
    else if (arg === "--rate") options.rate = Number(argv[++i]);
    else if (arg === "--owner") focusOwner = argv[++i];
    else if (arg === "--linger") lingerMs = Number(argv[++i]);
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (options.profile !== "low" && options.profile !== "mid")
    throw new Error("--profile is low or mid");
  if (options.dirs.length === 0) options.dirs.push("public");
  return options;
}

const f = (/** @type {number} */ ms) => ms.toFixed(0);

/** @param {ReturnType<typeof summarize>[]} runs */
export function printPhase(runs) {
  const m = (/** @type {(run: ReturnType<typeof summarize>) => number} */ pick) =>
    median(runs.map(pick));
  const [first] = runs;
  console.log(
    `\n### ${first.label}: main thread busy ${f(m((r) => r.busyMs))} ms ` +
      `(CPU ${f(m((r) => r.cpuMs))} ms), longest task ` +
      `${f(m((r) => r.longestMs))} ms, ${m((r) => r.longTasks)} long tasks, blocking ` +
      `${f(m((r) => r.blockingMs))} ms (medians of ${runs.length})`,
  );
  const kinds = new Set(runs.flatMap((run) => Object.keys(run.byKind)));
  console.log(
    `by kind: ${[...kinds]
      .map((kind) => [kind, m((r) => r.byKind[kind] ?? 0)])
      .sort((a, b) => Number(b[1]) - Number(a[1]))
      .map(([kind, ms]) => `${kind} ${f(Number(ms))}`)
      .join(", ")}`,
  );
  const owners = new Set(runs.flatMap((run) => Object.keys(run.owners)));
  console.log(
    `JavaScript by owner (self ms, medians): ${[...owners]
      .map((owner) => [owner, m((r) => r.owners[owner] ?? 0)])
      .sort((a, b) => Number(b[1]) - Number(a[1]))
      .slice(0, 12)
      .map(([owner, ms]) => `${owner} ${f(Number(ms))}`)
      .join(", ")}`,
  );
  console.log("top trace events (self ms, first run):");
  for (const { name, ms } of first.topEvents) console.log(`  ${f(ms).padStart(6)}  ${name}`);
  console.log("top functions (self ms, first run):");
  for (const { name, ms } of first.topFunctions) console.log(`  ${f(ms).padStart(6)}  ${name}`);
  if (focusOwner) {
    console.log(`${focusOwner}'s functions (self ms, first run):`);
    for (const { name, ms } of first.ownerFunctions) console.log(`  ${f(ms).padStart(6)}  ${name}`);
  }
  console.log("long tasks, in order (first run):");
  const list = (/** @type {{ name: string, ms: number }[]} */ items) =>
    items.map(({ name, ms }) => `${name} ${f(ms)}`).join(", ");
  for (const task of first.longest) {
    console.log(`  at ${f(task.atMs)} ms: ${f(task.ms)} ms — ${list(task.events)}`);
    console.log(`      ${list(task.functions)}`);
    console.log(`      by owner: ${list(task.owners)}`);
  }
}

/**
 * Two or more builds side by side: per phase, the medians of each and the ratio to the first.
 * @param {string[]} dirs
 * @param {ReturnType<typeof summarize>[][][]} visitsByDir
 */
function printComparison(dirs, visitsByDir) {
  /** @type {[string, (run: ReturnType<typeof summarize>) => number][]} */
  const metrics = [
    ["main-thread CPU (ms)", (r) => r.cpuMs],
    ["busy, wall (ms)", (r) => r.busyMs],
    ["blocking, wall (ms)", (r) => r.blockingMs],
    ["longest task (ms)", (r) => r.longestMs],
    ["script (ms)", (r) => r.byKind.script ?? 0],
    ["style (ms)", (r) => r.byKind.style ?? 0],
    ["layout (ms)", (r) => r.byKind.layout ?? 0],
  ];
  const names = dirs.map(
    (dir) => path.basename(path.resolve(dir, "..")) + "/" + path.basename(dir),
  );
  for (let phase = 0; phase < visitsByDir[0][0].length; phase += 1) {
    console.log(`\n### ${visitsByDir[0][0][phase].label} (medians of ${visitsByDir[0].length})\n`);
    console.log(
      `| | ${names.join(" | ")} | ${names
        .slice(1)
        .map(() => "ratio")
        .join(" | ")} |`,
    );
    console.log(
      `|---|${names.map(() => "---").join("|")}|${names
        .slice(1)
        .map(() => "---")
        .join("|")}|`,
    );
    for (const [label, pick] of metrics) {
      const values = visitsByDir.map((visits) => median(visits.map((visit) => pick(visit[phase]))));
      const ratios = values.slice(1).map((value) => (value / values[0]).toFixed(2));
      console.log(`| ${label} | ${values.map(f).join(" | ")} | ${ratios.join(" | ")} |`);
    }
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const profile = PROFILES[/** @type {"low" | "mid"} */ (options.profile)];
  if (options.out) fs.mkdirSync(options.out, { recursive: true });
  for (const dir of options.dirs) {
    if (loadSourceMaps(path.resolve(dir))) console.log(`Source maps found in ${dir}.`);
  }
  const servers = [];
  for (const dir of options.dirs)
    servers.push(await startStaticServer({ root: path.resolve(dir) }));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--headless=new"],
  });
  try {
    const bench = await benchmarkPage(browser);
    /** @type {ReturnType<typeof summarize>[][][]} */
    const visitsByDir = options.dirs.map(() => []);
    // Builds alternate run by run, so that a busy moment does not fall on one of them only.
    for (let run = 1; run <= options.runs; run += 1) {
      for (const [i, server] of servers.entries()) {
        const { index, slowdown: calibrated } = await calibrate(bench, profile);
        const slowdown = options.rate || calibrated;
        console.log(
          `${options.dirs[i]} run ${run}/${options.runs}: benchmark index ${Math.round(index)}, ` +
            (options.rate ? `fixed` : profile.label) +
            ` → CPU slowdown ${slowdown.toFixed(2)}x`,
        );
        visitsByDir[i].push(
          await profileVisit(browser, `${server.url}${options.page}`, slowdown, options.out),
        );
      }
    }
    await bench.close();
    for (const [i, dir] of options.dirs.entries()) {
      console.log(`\n## ${dir}: ${options.page} at the ${profile.label} profile`);
      const visits = visitsByDir[i];
      for (let phase = 0; phase < visits[0].length; phase += 1) {
        printPhase(visits.map((visit) => visit[phase]));
      }
    }
    if (options.dirs.length > 1) {
      console.log(
        `\n## Side by side: ${options.page}, ${options.rate ? `${options.rate}x CPU` : profile.label}`,
      );
      printComparison(options.dirs, visitsByDir);
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
