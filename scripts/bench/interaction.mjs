// @ts-check
/**
 * What Lighthouse does not see: a person tapping. Measured on Debian's Chromium, driven by
 * Playwright, at a 390 px phone viewport, with the CPU slowed to a calibrated phone (see
 * calibrate.mjs: the machine's benchmark index is measured before every run):
 *
 * - first working tap, also at Slow 4G (150 ms RTT, 1.6 Mbit/s). The menu button is tapped as soon
 *   as the page reports its first contentful paint, then every 100 ms, until the drawer is open.
 *   Reports the time from that paint to the drawer painted open, how many taps were lost before it,
 *   and the two parts of that time: this harness's own reaction (paint to first tap, which grows on
 *   a busy machine) and the page's (the opening tap to the next paint, by Event Timing).
 * - interaction to next paint after hydration, on every page: opening the drawer, choosing a menu
 *   item (Team) and switching language with the footer's flag, each measured with the Event Timing
 *   API (the longest `event` entry of the interaction, durationThreshold 16 ms, as web-vitals
 *   counts INP). For the language switch also the time until the page is painted in the other
 *   language, which INP does not cover when the new page's data arrives in a later task.
 * - the starter (gatsby-starter-default), when given: the same measure for its nearest
 *   interaction, a tap on a link to another page (client-side navigation).
 */
import { PROFILES, SLOW_4G_CDP, calibrate } from "./calibrate.mjs";
import { median } from "../../harness/stats.mjs";

export const PHONE = { width: 390, height: 844 };
/** A first visit on a phone: touch, 390 px, English, light, no service worker. */
export const PHONE_CONTEXT = /** @type {const} */ ({
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
  locale: "en-US",
  colorScheme: "light",
  serviceWorkers: "block",
});
const TAP_INTERVAL_MS = 100;
/** Give up on a run when no tap has opened the drawer this long after the first paint. */
const TAP_TIMEOUT_MS = 20_000;

/** Per profile, on the medians: no lost tap, the drawer painted within 100 ms of the tap, INP. */
export const INTERACTION_BUDGETS = {
  mid: { maxLostTaps: 0, maxOpenMs: 100, maxInpMs: 100 },
  low: { maxLostTaps: 0, maxOpenMs: 100, maxInpMs: 200 },
};

const MENU_BUTTON = "header button[aria-haspopup='dialog']";
const DRAWER = "dialog";
/** The starter's link to its second page (a Gatsby <Link>). */
const STARTER_LINK = "a[href='/page-2/']";

/**
 * Runs in the page before any of its scripts: notes the first contentful paint, every click on
 * the menu button, the first time the drawer opens and when that was painted (the first frame
 * after it, plus a task: what the visitor sees), when a navigation's last visible change (words,
 * elements, `<html lang>`) was painted, and the Event Timing entries.
 */
function instrument(/** @type {{ menuButton: string, drawer: string }} */ selectors) {
  const state = {
    fcp: /** @type {number | null} */ (null),
    clicks: /** @type {number[]} */ ([]),
    clicksBeforeOpen: /** @type {number | null} */ (null),
    openPainted: /** @type {number | null} */ (null),
    changedPainted: /** @type {number | null} */ (null),
    events: /** @type {{ name: string, id: number, start: number, duration: number }[]} */ ([]),
  };
  Object.defineProperty(window, "__bench", { value: state });
  const afterNextPaint = (/** @type {(time: number) => void} */ done) =>
    requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0));
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
    afterNextPaint((time) => {
      state.openPainted = time;
    });
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
  const path = location.pathname;
  // What a visitor sees change: `<html lang>` and the body, but not the words Gatsby's route
  // announcer sets for screen readers a frame after every navigation (nor anything in <head>).
  const seen = (/** @type {MutationRecord} */ { target }) => {
    if (target === document.documentElement) return true;
    const element = target instanceof Element ? target : target.parentElement;
    return !!element && document.body.contains(element) && !element.closest("#gatsby-announcer");
  };
  new MutationObserver((records) => {
    if (isOpen(document.querySelector(selectors.drawer))) onOpen();
    // A client-side navigation: another page (or language) is in the document once its last
    // visible change is painted (a page may change in steps: its words, then `<html lang>`).
    if (location.pathname !== path && records.some(seen)) {
      afterNextPaint((time) => {
        state.changedPainted = time;
      });
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["open", "lang"],
  });
}

/** @param {import("@playwright/test").Browser} browser */
async function phoneContext(browser) {
  const context = await browser.newContext(PHONE_CONTEXT);
  await context.addInitScript(instrument, { menuButton: MENU_BUTTON, drawer: DRAWER });
  return context;
}

/**
 * @param {import("@playwright/test").Page} page
 * @param {{ slowdown: number, network?: boolean }} options
 */
async function throttle(page, { slowdown, network = false }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G_CDP);
  }
  return cdp;
}

/**
 * A press and release at `point`, without waiting for the page to acknowledge it: a busy main
 * thread delays the events, it does not stop the visitor's finger.
 *
 * Sent as mouse events, not CDP touch events: `Input.dispatchTouchEvent` holds every touch until
 * the renderer has produced its next frame (`InsertVisualStateCallback` in Chromium's
 * content/browser/devtools/protocol/input_handler.cc) but stamps it before that wait, so Event
 * Timing counted DevTools' own wait as the page's input delay. Traced at 10x CPU during load
 * (EventLatency's GenerationToBrowserMain stage): 80–167 ms for a CDP touch, 0.2 ms for a CDP
 * mouse press at the same moment (27–32 ms on the starter's lighter page). A finger's touch is
 * not held like that. On the page a tap and a click run the same path: hit test, the button's
 * activation, the drawer's `command`.
 * @param {import("@playwright/test").CDPSession} cdp
 * @param {{ x: number, y: number }} point
 */
export function tap(cdp, point) {
  const press = (/** @type {"mousePressed" | "mouseReleased"} */ type) =>
    cdp.send("Input.dispatchMouseEvent", { type, ...point, button: "left", clickCount: 1 });
  return Promise.all([press("mousePressed"), press("mouseReleased")]);
}

/** @param {import("@playwright/test").Locator} locator */
export async function centre(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`Nothing to tap: ${locator}`);
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/**
 * Waits until the page has had an idle period of 45 ms or more twice in a row (at most 30 s):
 * start-up work, hydration's slices and an interaction's consequences are over. Cheaper for the
 * page than polling for a condition, which would compete with the frames being measured.
 * @param {import("@playwright/test").Page} page
 */
export async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let quiet = 0;
        const started = performance.now();
        const check = (/** @type {IdleDeadline} */ deadline) => {
          quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
          if (quiet >= 2 || performance.now() - started > 30_000) resolve(undefined);
          else requestIdleCallback(check);
        };
        requestIdleCallback(check);
      }),
  );
}

/** Where the menu button is, from an unthrottled load (the header is the same on every load). */
async function menuButtonCentre(/** @type {import("@playwright/test").Browser} */ browser, url) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  const point = await centre(page.locator(MENU_BUTTON));
  await context.close();
  return point;
}

/**
 * One first visit on the calibrated phone, Slow 4G.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ x: number, y: number }} point
 * @param {number} slowdown
 */
async function firstTapRun(browser, url, point, slowdown) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await throttle(page, { slowdown, network: true });
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
 * The newest interaction since the last call: its longest event duration (null when no event of
 * it took 16 ms or more), and when its first event started.
 * @param {import("@playwright/test").Page} page
 * @returns {Promise<{ inp: number | null, start: number | null }>}
 */
async function lastInteraction(page) {
  return page.evaluate(() => {
    const bench = /** @type {any} */ (window).__bench;
    const events = bench.events.filter((/** @type {{ id: number }} */ e) => e.id > 0);
    bench.events = [];
    if (events.length === 0) return { inp: null, start: null };
    const last = Math.max(...events.map((/** @type {{ id: number }} */ e) => e.id));
    const own = events.filter((/** @type {{ id: number }} */ e) => e.id === last);
    return {
      inp: Math.max(...own.map((/** @type {{ duration: number }} */ e) => e.duration)),
      start: Math.min(...own.map((/** @type {{ start: number }} */ e) => e.start)),
    };
  });
}

/**
 * A visit on the calibrated phone (network as served), after hydration and the work after it.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {number} slowdown
 */
async function hydratedVisit(browser, url, slowdown) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await throttle(page, { slowdown });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(
    () => performance.getEntriesByName("onInitialClientRender").length > 0,
    undefined,
    { timeout: 60_000 },
  );
  await settle(page);
  await lastInteraction(page);
  /** Taps `locator`'s centre and waits for the page to go quiet again. */
  const tapAndSettle = async (/** @type {import("@playwright/test").Locator} */ locator) => {
    const point = await centre(locator);
    await settle(page);
    await lastInteraction(page);
    await tap(cdp, point);
    await settle(page);
    // Event Timing entries are delivered after the paint that ends the interaction.
    await page.waitForTimeout(100);
    return lastInteraction(page);
  };
  return { context, page, tapAndSettle };
}

/**
 * Opening the drawer and choosing Team (on another page than the landing page this navigates).
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {number} slowdown
 */
async function menuRun(browser, url, slowdown) {
  const { context, page, tapAndSettle } = await hydratedVisit(browser, url, slowdown);
  try {
    const open = await tapAndSettle(page.locator(MENU_BUTTON));
    if (!(await page.locator(`${DRAWER}[open]`).count())) throw new Error(`${url}: no drawer`);
    const choose = await tapAndSettle(page.locator(`${DRAWER} a[href$='#team']`));
    if (await page.locator(`${DRAWER}[open]`).count()) throw new Error(`${url}: drawer open`);
    return { openDrawer: open.inp, chooseItem: choose.inp };
  } finally {
    await context.close();
  }
}

/**
 * The footer's flag of the other language: INP, and the tap to the page painted in it.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {number} slowdown
 */
async function languageRun(browser, url, slowdown, linger = 0) {
  const { context, page, tapAndSettle } = await hydratedVisit(browser, url, slowdown);
  try {
    const flag = page.locator("footer a[hreflang]:not([aria-current])").first();
    await flag.scrollIntoViewIfNeeded();
    await page.waitForTimeout(linger);
    const before = page.url();
    const { inp, start } = await tapAndSettle(flag);
    if (page.url() === before) throw new Error(`${url}: the language did not change`);
    const painted = await page.evaluate(() => /** @type {any} */ (window).__bench.changedPainted);
    return {
      switchLanguage: inp,
      switchPaintedMs: painted !== null && start !== null ? painted - start : NaN,
    };
  } finally {
    await context.close();
  }
}

/**
 * The starter's nearest interaction: a tap on a link to its second page.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {number} slowdown
 */
async function starterRun(browser, url, slowdown, linger = 0) {
  const { context, page, tapAndSettle } = await hydratedVisit(browser, url, slowdown);
  try {
    await page.waitForTimeout(linger);
    const { inp, start } = await tapAndSettle(page.locator(STARTER_LINK).first());
    const painted = await page.evaluate(() => /** @type {any} */ (window).__bench.changedPainted);
    return {
      navigate: inp,
      navigatePaintedMs: painted !== null && start !== null ? painted - start : NaN,
    };
  } finally {
    await context.close();
  }
}

const round = (/** @type {number} */ value) => Math.round(value);

/**
 * Every measurement, per calibrated profile: first tap and INP per page, the starter's link.
 * Runs alternate between the pages (and the starter) so that a busy moment of a shared machine
 * does not fall on one of them only.
 * @param {{
 *   browser: import("@playwright/test").Browser,
 *   bench: Awaited<ReturnType<typeof import("./calibrate.mjs").benchmarkPage>>,
 *   origin: string,
 *   pages: string[],
 *   runs: number,
 *   profiles: ("mid" | "low")[],
 *   starterOrigin?: string,
 *   linger?: number,
 * }} options
 */
export async function measureInteraction({
  browser,
  bench,
  origin,
  pages,
  runs,
  profiles,
  starterOrigin,
  linger = 0,
}) {
  /** @type {Record<string, { x: number, y: number }>} */
  const points = {};
  for (const page of pages) points[page] = await menuButtonCentre(browser, `${origin}${page}`);
  /** @type {Record<string, any>} */
  const result = {};
  for (const id of profiles) {
    const profile = PROFILES[id];
    /** @type {Record<string, any[]>} */
    const firstTap = Object.fromEntries(pages.map((page) => [page, []]));
    /** @type {Record<string, any[]>} */
    const inp = Object.fromEntries(pages.map((page) => [page, []]));
    const starter = [];
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const url = `${origin}${page}`;
        const tapCalibration = await calibrate(bench, profile);
        const tapResult = {
          ...(await firstTapRun(browser, url, points[page], tapCalibration.slowdown)),
          ...tapCalibration,
        };
        firstTap[page].push(tapResult);
        console.log(
          `${profile.id} ${page} first tap ${run}/${runs} (index ${round(tapResult.index)}, ` +
            `${tapResult.slowdown.toFixed(2)}x): drawer open ${round(tapResult.openMs)} ms after ` +
            `the first paint (first tap ${round(tapResult.firstTapMs)} ms after it, the opening ` +
            `tap painted in ${round(tapResult.tapToOpenMs)} ms), ${tapResult.lostTaps} taps lost`,
        );
        const menuCalibration = await calibrate(bench, profile);
        const menu = await menuRun(browser, url, menuCalibration.slowdown);
        const languageCalibration = await calibrate(bench, profile);
        const language = await languageRun(browser, url, languageCalibration.slowdown, linger);
        const inpResult = {
          ...menu,
          ...language,
          index: median([menuCalibration.index, languageCalibration.index]),
          slowdown: median([menuCalibration.slowdown, languageCalibration.slowdown]),
        };
        inp[page].push(inpResult);
        console.log(
          `${profile.id} ${page} interactions ${run}/${runs} (index ${round(inpResult.index)}): ` +
            `open ${inpResult.openDrawer ?? "≤16"}, choose ${inpResult.chooseItem ?? "≤16"}, ` +
            `language ${inpResult.switchLanguage ?? "≤16"} ms (painted in ` +
            `${round(inpResult.switchPaintedMs)} ms)`,
        );
      }
      if (starterOrigin) {
        const calibration = await calibrate(bench, profile);
        const starterResult = {
          ...(await starterRun(browser, `${starterOrigin}/`, calibration.slowdown, linger)),
          ...calibration,
        };
        starter.push(starterResult);
        console.log(
          `${profile.id} starter link ${run}/${runs} (index ${round(starterResult.index)}): ` +
            `INP ${starterResult.navigate ?? "≤16"} ms, painted in ` +
            `${round(starterResult.navigatePaintedMs)} ms`,
        );
      }
    }
    result[id] = {
      firstTap: pages.map((page) => summarizeFirstTap({ page, runs: firstTap[page] })),
      inp: pages.map((page) => summarizeInp({ page, runs: inp[page] })),
      starter: starterOrigin ? summarizeStarter(starter) : undefined,
    };
  }
  return result;
}

const indexRange = (/** @type {{ index: number }[]} */ runs) => {
  const values = runs.map((run) => run.index);
  return { index: median(values), indexMin: Math.min(...values), indexMax: Math.max(...values) };
};

/** @param {{ page: string, runs: any[] }} result */
export function summarizeFirstTap({ page, runs }) {
  /** @param {string} key */
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    page,
    runs,
    median: {
      openMs: pick("openMs"),
      lostTaps: pick("lostTaps"),
      firstTapMs: pick("firstTapMs"),
      tapToOpenMs: pick("tapToOpenMs"),
      ...indexRange(runs),
    },
  };
}

/**
 * Interactions under 16 ms produce no entry; they count as 16 ms (at most) in the medians.
 * @param {{ page: string, runs: any[] }} result
 */
export function summarizeInp({ page, runs }) {
  /** @param {string} key */
  const pick = (key) => median(runs.map((run) => run[key] ?? 16));
  return {
    page,
    runs,
    median: {
      openDrawer: pick("openDrawer"),
      chooseItem: pick("chooseItem"),
      switchLanguage: pick("switchLanguage"),
      switchPaintedMs: median(runs.map((run) => run.switchPaintedMs)),
      ...indexRange(runs),
    },
  };
}

/** @param {any[]} runs */
function summarizeStarter(runs) {
  return {
    runs,
    median: {
      navigate: median(runs.map((run) => run.navigate ?? 16)),
      navigatePaintedMs: median(runs.map((run) => run.navigatePaintedMs)),
      ...indexRange(runs),
    },
  };
}

/**
 * Every interaction budget the medians miss, as readable sentences.
 * @param {Record<string, any>} result what measureInteraction returned
 */
export function interactionMisses(result, budgets = INTERACTION_BUDGETS) {
  const misses = [];
  for (const [id, { firstTap, inp }] of Object.entries(result)) {
    const budget = budgets[/** @type {"mid" | "low"} */ (id)];
    for (const { page, median: m } of firstTap) {
      if (!(m.lostTaps <= budget.maxLostTaps))
        misses.push(`${id} ${page}: ${m.lostTaps} taps lost before the drawer opened`);
      // The page's share: the harness's own reaction to the paint is reported, not budgeted.
      if (!(m.tapToOpenMs <= budget.maxOpenMs))
        misses.push(
          `${id} ${page}: drawer painted ${round(m.tapToOpenMs)} ms after the opening tap > ${budget.maxOpenMs} ms`,
        );
    }
    for (const { page, median: m } of inp) {
      for (const name of ["openDrawer", "chooseItem", "switchLanguage"]) {
        if (!(m[name] <= budget.maxInpMs))
          misses.push(`${id} ${page}: ${name} INP ${round(m[name])} ms > ${budget.maxInpMs} ms`);
      }
    }
  }
  return misses;
}

const ms = (/** @type {number} */ value) =>
  Number.isFinite(value) ? String(Math.round(value)) : "–";
const inpMs = (/** @type {number} */ value) => (value <= 16 ? "≤ 16" : ms(value));
const ratio = (/** @type {number} */ ours, /** @type {number | undefined} */ theirs) =>
  theirs && Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0
    ? ` (${(ours / theirs).toFixed(2)}x)`
    : "";
const index = (/** @type {{ index: number, indexMin: number, indexMax: number }} */ m) =>
  `${Math.round(m.index)} (${Math.round(m.indexMin)}–${Math.round(m.indexMax)})`;

/**
 * Markdown tables of one profile's medians: first working tap per page, then INP per page and
 * interaction, beside the starter's link where it has one.
 * @param {any} result one profile of what measureInteraction returned
 */
export function interactionTables({ firstTap, inp, starter }) {
  const taps = [
    "| page | first paint → drawer open (ms) | of which: paint → first tap (harness) | opening tap → next paint (Event Timing) | taps lost | benchmark index |",
    "|---|---|---|---|---|---|",
    ...firstTap.map(
      (/** @type {any} */ { page, median: m }) =>
        `| \`${page}\` | ${ms(m.openMs)} | ${ms(m.firstTapMs)} | ${ms(m.tapToOpenMs)} | ${m.lostTaps} | ${index(m)} |`,
    ),
  ];
  const s = starter?.median;
  const events = [
    "| page (after hydration) | open drawer | choose Team | switch language | tap → other language painted | benchmark index |",
    "|---|---|---|---|---|---|",
    ...inp.map(
      (/** @type {any} */ { page, median: m }) =>
        `| \`${page}\` | ${inpMs(m.openDrawer)} | ${inpMs(m.chooseItem)} | ` +
        `${inpMs(m.switchLanguage)}${ratio(Math.max(16, m.switchLanguage), s?.navigate)} | ` +
        `${ms(m.switchPaintedMs)}${ratio(m.switchPaintedMs, s?.navigatePaintedMs)} | ${index(m)} |`,
    ),
    ...(s
      ? [
          `| starter \`/\`, link to \`/page-2/\` | – | – | ${inpMs(s.navigate)} | ${ms(s.navigatePaintedMs)} | ${index(s)} |`,
        ]
      : []),
  ];
  return `${taps.join("\n")}\n\nINP (ms; ratio to the starter's link in brackets):\n\n${events.join("\n")}`;
}
