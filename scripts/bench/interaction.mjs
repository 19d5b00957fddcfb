// @ts-check
/**
 * What Lighthouse does not see: a person tapping. Two measurements on Debian's Chromium, driven
 * by Playwright, at a 390 px phone viewport with 4x CPU slowdown (CDP, real not simulated):
 *
 * - first working tap: also at 150 ms RTT and 1.6 Mbit/s. The menu button is tapped as soon as the
 *   page reports its first contentful paint, then every 100 ms, until the drawer is open. Reports
 *   the time from that paint to the drawer painted open, how many taps were lost before it, and
 *   the two parts of that time: this harness's own reaction (paint to first tap, which grows on
 *   a busy machine) and the page's (the opening tap to the next paint, by Event Timing).
 * - interaction to next paint after hydration: opening the drawer, choosing a menu item (Team) and
 *   switching language with the footer's flag, each measured with the Event Timing API (the
 *   longest `event` entry of the interaction, durationThreshold 16 ms, as web-vitals counts INP).
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.cjs";
import { median } from "./stats.mjs";

export const PHONE = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile profile, applied for real by the browser's network stack. */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TAP_INTERVAL_MS = 100;
/** Give up on a run when no tap has opened the drawer this long after the first paint. */
const TAP_TIMEOUT_MS = 15_000;

/** Issue 10's goals, on the medians: no lost tap, the drawer painted within 100 ms of the tap. */
export const INTERACTION_BUDGETS = { maxLostTaps: 0, maxOpenMs: 100, maxInpMs: 100 };

const MENU_BUTTON = "header button[aria-haspopup='dialog']";
const DRAWER = "dialog";

/**
 * Runs in the page before any of its scripts: notes the first contentful paint, every click on
 * the menu button, the first time the drawer opens and when that was painted (the first frame
 * after it, plus a task: what the visitor sees), and the Event Timing entries.
 */
function instrument(/** @type {{ menuButton: string, drawer: string }} */ selectors) {
  const state = {
    fcp: /** @type {number | null} */ (null),
    clicks: /** @type {number[]} */ ([]),
    clicksBeforeOpen: /** @type {number | null} */ (null),
    openPainted: /** @type {number | null} */ (null),
    events: /** @type {{ name: string, id: number, start: number, duration: number }[]} */ ([]),
  };
  Object.defineProperty(window, "__bench", { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") state.fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      state.events.push({
        name: entry.name,
        id: entry.interactionId,
        start: entry.startTime,
        duration: entry.duration,
      });
    }
    // durationThreshold is part of Event Timing but missing from TypeScript's DOM types.
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16 }));
  const popoverOpen = (/** @type {Element} */ element) => {
    try {
      return element.matches(":popover-open");
    } catch {
      return false; // a browser without popovers
    }
  };
  const isOpen = (/** @type {Element | null} */ element) =>
    element instanceof HTMLDialogElement && (element.open || popoverOpen(element));
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(selectors.menuButton)) state.clicks.push(event.timeStamp);
    },
    true,
  );
  const onOpen = () => {
    if (state.clicksBeforeOpen !== null) return;
    state.clicksBeforeOpen = state.clicks.length;
    requestAnimationFrame(() =>
      setTimeout(() => {
        state.openPainted = performance.now();
      }, 0),
    );
  };
  // The drawer's `toggle` event does not bubble; `open` is an attribute change.
  document.addEventListener(
    "toggle",
    (event) => {
      if (event.target instanceof Element && event.target.matches(selectors.drawer)) {
        if (isOpen(event.target)) onOpen();
      }
    },
    true,
  );
  new MutationObserver(() => {
    if (isOpen(document.querySelector(selectors.drawer))) onOpen();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open"] });
}

/** @param {import("@playwright/test").Browser} browser */
async function phoneContext(browser) {
  return browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: "en-US",
    colorScheme: "light",
    serviceWorkers: "block",
  });
}

/**
 * @param {import("@playwright/test").Page} page
 * @param {{ network?: boolean }} options
 */
async function throttle(page, { network = false }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
  }
  return cdp;
}

/**
 * A tap as the touchscreen sends it, without waiting for the page to acknowledge it: a busy main
 * thread delays the events, it does not stop the visitor's finger.
 * @param {import("@playwright/test").CDPSession} cdp
 * @param {{ x: number, y: number }} point
 */
function tap(cdp, point) {
  return Promise.all([
    cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] }),
    cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
  ]);
}

/** Where the menu button is, from an unthrottled load (the header is the same on every load). */
async function menuButtonCentre(/** @type {import("@playwright/test").Browser} */ browser, url) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  const box = await page.locator(MENU_BUTTON).boundingBox();
  await context.close();
  if (!box) throw new Error(`No menu button (${MENU_BUTTON}) on ${url}`);
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/**
 * One first visit on the slow phone profile.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ x: number, y: number }} point
 */
async function firstTapRun(browser, url, point) {
  const context = await phoneContext(browser);
  await context.addInitScript(instrument, { menuButton: MENU_BUTTON, drawer: DRAWER });
  const page = await context.newPage();
  const cdp = await throttle(page, { network: true });
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  const painted = new Promise((resolve) => {
    cdp.on("Page.lifecycleEvent", (event) => {
      if (event.name === "firstContentfulPaint") resolve(undefined);
    });
  });
  void page.goto(url, { waitUntil: "commit" }).catch(() => {});
  await painted;
  const taps = [];
  const started = Date.now();
  const openPainted = () =>
    page.evaluate(() => /** @type {any} */ (window).__bench.openPainted !== null);
  while (Date.now() - started < TAP_TIMEOUT_MS) {
    taps.push(tap(cdp, point));
    await new Promise((resolve) => setTimeout(resolve, TAP_INTERVAL_MS));
    // A quick look from outside: it waits for the page's main thread, like the taps do.
    if (await openPainted()) break;
  }
  await Promise.allSettled(taps);
  // Event Timing entries arrive after the paint that ends them.
  await page.waitForTimeout(300);
  const state = await page.evaluate(() => {
    const bench = /** @type {any} */ (window).__bench;
    const opening = bench.clicksBeforeOpen > 0 ? bench.clicks[bench.clicksBeforeOpen - 1] : null;
    const entry = bench.events.find(
      (/** @type {{ name: string, start: number }} */ e) =>
        e.name === "click" && opening !== null && Math.abs(e.start - opening) < 1,
    );
    return {
      fcp: bench.fcp,
      clicksBeforeOpen: bench.clicksBeforeOpen,
      openPainted: bench.openPainted,
      firstClick: bench.clicks[0],
      openingClick: opening,
      openingClickDuration: entry ? entry.duration : null,
    };
  });
  await context.close();
  if (state.openPainted === null || state.fcp === null || state.clicksBeforeOpen === null) {
    return { openMs: NaN, lostTaps: taps.length, firstTapMs: NaN, tapToOpenMs: NaN };
  }
  return {
    /** First contentful paint (the menu button is in it) to the drawer painted open. */
    openMs: state.openPainted - state.fcp,
    /** Taps the page received before the one that opened the drawer. */
    lostTaps: state.clicksBeforeOpen - 1,
    /** How long this harness took to send its first tap after the paint (not the page's doing). */
    firstTapMs: state.firstClick - state.fcp,
    /**
     * The opening tap to the next paint, as the browser's Event Timing reports it (under 16 ms
     * it reports nothing; then the frame after the drawer opened is used).
     */
    tapToOpenMs: state.openingClickDuration ?? state.openPainted - state.openingClick,
  };
}

/**
 * @param {import("@playwright/test").Page} page
 * @returns {Promise<number | null>} the longest event duration of the newest interaction, or
 *   null when no event of it took 16 ms or more
 */
async function lastInteractionMs(page) {
  // Event Timing entries are delivered after the next paint: wait for two frames and a task.
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const events = /** @type {any} */ (window).__bench.events.filter(
      (/** @type {{ id: number }} */ e) => e.id > 0,
    );
    if (events.length === 0) return null;
    const last = Math.max(...events.map((/** @type {{ id: number }} */ e) => e.id));
    const durations = events
      .filter((/** @type {{ id: number }} */ e) => e.id === last)
      .map((/** @type {{ duration: number }} */ e) => e.duration);
    /** @type {any} */ (window).__bench.events = [];
    return Math.max(...durations);
  });
}

/**
 * One visit at 4x CPU (network as served): hydrate, then open the drawer, choose Team, and switch
 * language with the footer's Spanish flag.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 */
async function inpRun(browser, origin) {
  const context = await phoneContext(browser);
  await context.addInitScript(instrument, { menuButton: MENU_BUTTON, drawer: DRAWER });
  const page = await context.newPage();
  await throttle(page, {});
  await page.goto(`${origin}/`, { waitUntil: "load" });
  await page.waitForFunction(
    () => performance.getEntriesByName("onInitialClientRender").length > 0,
    undefined,
    { timeout: 30_000 },
  );
  // Let hydration's slices and the deferred start-up work finish: this measures after it.
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    /** @type {any} */ (window).__bench.events = [];
  });

  await page.locator(MENU_BUTTON).tap();
  await page.locator(`${DRAWER}[open]`).waitFor();
  const openDrawer = await lastInteractionMs(page);

  await page.locator(`${DRAWER} a[href$='#team']`).tap();
  await page.waitForFunction(() => !document.querySelector("dialog[open]"));
  const chooseItem = await lastInteractionMs(page);

  const flag = page.locator("footer a[hreflang='es']");
  await flag.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    /** @type {any} */ (window).__bench.events = [];
  });
  await flag.tap();
  await page.waitForURL(/\/es\/$/);
  const switchLanguage = await lastInteractionMs(page);
  await context.close();
  return { openDrawer, chooseItem, switchLanguage };
}

/**
 * @param {{ origin: string, pages: string[], runs: number }} options
 */
export async function measureInteraction({ origin, pages, runs }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--headless=new"],
  });
  try {
    /** @type {{ page: string, runs: Awaited<ReturnType<typeof firstTapRun>>[] }[]} */
    const firstTap = [];
    for (const page of pages) {
      const point = await menuButtonCentre(browser, `${origin}${page}`);
      const pageRuns = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await firstTapRun(browser, `${origin}${page}`, point);
        pageRuns.push(result);
        console.log(
          `${page} first tap ${run}/${runs}: drawer open ${Math.round(result.openMs)} ms after ` +
            `the first paint (first tap sent ${Math.round(result.firstTapMs)} ms after it, the opening ` +
            `tap painted in ${Math.round(result.tapToOpenMs)} ms), ${result.lostTaps} taps lost`,
        );
      }
      firstTap.push({ page, runs: pageRuns });
    }
    /** @type {Awaited<ReturnType<typeof inpRun>>[]} */
    const inp = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await inpRun(browser, origin);
      inp.push(result);
      console.log(`/ interactions ${run}/${runs}: ${JSON.stringify(result)}`);
    }
    return { firstTap: firstTap.map(summarizeFirstTap), inp: summarizeInp(inp) };
  } finally {
    await browser.close();
  }
}

/** @param {{ page: string, runs: Awaited<ReturnType<typeof firstTapRun>>[] }} result */
export function summarizeFirstTap({ page, runs }) {
  return {
    page,
    runs,
    median: {
      openMs: median(runs.map((run) => run.openMs)),
      lostTaps: median(runs.map((run) => run.lostTaps)),
      firstTapMs: median(runs.map((run) => run.firstTapMs)),
      tapToOpenMs: median(runs.map((run) => run.tapToOpenMs)),
    },
  };
}

/**
 * Interactions under 16 ms produce no entry; they count as 16 ms (at most) in the medians.
 * @param {Awaited<ReturnType<typeof inpRun>>[]} runs
 */
export function summarizeInp(runs) {
  const pick = (/** @type {"openDrawer" | "chooseItem" | "switchLanguage"} */ key) =>
    median(runs.map((run) => run[key] ?? 16));
  return {
    runs,
    median: {
      openDrawer: pick("openDrawer"),
      chooseItem: pick("chooseItem"),
      switchLanguage: pick("switchLanguage"),
    },
  };
}

/**
 * Every interaction goal the medians miss, as readable sentences.
 * @param {Awaited<ReturnType<typeof measureInteraction>>} result
 */
export function interactionMisses({ firstTap, inp }, budgets = INTERACTION_BUDGETS) {
  const misses = [];
  for (const { page, median: m } of firstTap) {
    if (!(m.lostTaps <= budgets.maxLostTaps))
      misses.push(`${page}: ${m.lostTaps} taps lost before the drawer opened`);
    // The page's share: the harness's own reaction to the paint is reported, not budgeted.
    if (!(m.tapToOpenMs <= budgets.maxOpenMs))
      misses.push(
        `${page}: drawer painted ${Math.round(m.tapToOpenMs)} ms after the opening tap > ${budgets.maxOpenMs} ms`,
      );
  }
  for (const [name, ms] of Object.entries(inp.median)) {
    if (!(ms <= budgets.maxInpMs)) misses.push(`/: ${name} INP ${ms} ms > ${budgets.maxInpMs} ms`);
  }
  return misses;
}

const ms = (/** @type {number} */ value) =>
  Number.isFinite(value) ? String(Math.round(value)) : "–";

/**
 * Markdown tables of the medians: first working tap per page, then INP per interaction.
 * @param {Awaited<ReturnType<typeof measureInteraction>>} result
 */
export function interactionTables({ firstTap, inp }) {
  const taps = [
    "| page | first paint → drawer open (ms) | of which: paint → first tap (harness) | opening tap → next paint (Event Timing) | taps lost |",
    "|---|---|---|---|---|",
    ...firstTap.map(
      ({ page, median: m }) =>
        `| \`${page}\` | ${ms(m.openMs)} | ${ms(m.firstTapMs)} | ${ms(m.tapToOpenMs)} | ${m.lostTaps} |`,
    ),
  ];
  const events = [
    "| interaction on `/` (after hydration) | INP (ms) |",
    "|---|---|",
    ...Object.entries(inp.median).map(
      ([name, value]) => `| ${name} | ${value <= 16 ? "≤ 16" : ms(value)} |`,
    ),
  ];
  return `${taps.join("\n")}\n\n${events.join("\n")}`;
}

// `node scripts/bench/interaction.mjs [dir] [runs]` measures a build without Lighthouse.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startStaticServer } = await import("../lib/static-server.mjs");
  const server = await startStaticServer({ root: process.argv[2] ?? "public" });
  try {
    const result = await measureInteraction({
      origin: server.url,
      pages: ["/", "/es/", "/privacy-policy/"],
      runs: Number(process.argv[3] ?? 5),
    });
    console.log(`\n${interactionTables(result)}`);
    const misses = interactionMisses(result);
    if (misses.length > 0) console.log(`\nGoals missed:\n  - ${misses.join("\n  - ")}`);
  } finally {
    await server.close();
  }
}
