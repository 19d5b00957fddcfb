/**
 * One small interface over the two ways this project drives the engines Playwright cannot (it
 * drives Debian's Chromium in every other suite), so every engine spec is written once:
 * - Firefox: Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright drives
 *   only its own patched Firefox);
 * - WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver) with
 *   webdriverio, under Xvfb.
 * Nothing here downloads a browser or a driver. A profile (language, JavaScript, colour scheme)
 * is what a visitor's browser brings; each engine sets it the only way it can (Firefox through
 * preferences and WebKit through the environment and MiniBrowser's options, so one browser
 * process per profile, kept for the worker's lifetime and reset between tabs).
 */
import { spawn, type ChildProcess } from "node:child_process";
import puppeteer, { type Browser as PuppeteerBrowser } from "puppeteer-core";
import { remote } from "webdriverio";
import { freePort } from "../../../scripts/lib/ports";
import type { Viewport } from "../../support/site";

export type EngineName = "firefox" | "webkit";

export type Profile = {
  language: "en" | "es";
  javaScript: boolean;
  colorScheme: "light" | "dark";
};

export interface Tab {
  readonly engine: EngineName;
  /** Loads `path` on the suite's server and waits for the load event. */
  goto(path: string): Promise<void>;
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** The layout viewport becomes exactly this size (MiniBrowser's window is corrected for). */
  setViewport(viewport: Viewport): Promise<void>;
  /** A real mouse click at the centre of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Console errors and uncaught exceptions the engine reported itself (WebKit reports none). */
  nativeErrors(): string[];
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  open(profile?: Partial<Profile>): Promise<Tab>;
  close(): Promise<void>;
}

const DEFAULT_PROFILE: Profile = { language: "en", javaScript: true, colorScheme: "light" };
const ACCEPT_LANGUAGE = { en: "en-US,en", es: "es-ES,es" } as const;
const POSIX_LOCALE = { en: "en_US.UTF-8", es: "es_ES.UTF-8" } as const;
const key = (profile: Profile) =>
  `${profile.language}-${profile.javaScript}-${profile.colorScheme}`;

/** Scrolls the element to the middle of the viewport and returns its centre, or null. */
function centreOf(selector: string): { x: number; y: number } | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  element.scrollIntoView({ block: "center", inline: "center" });
  const box = element.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}

async function centre(tab: Tab, selector: string) {
  const point = await tab.evaluate(centreOf, selector);
  if (!point) throw new Error(`${tab.engine}: nothing matches ${selector}`);
  return point;
}

function firefoxEngine(baseURL: string): Engine {
  const browsers = new Map<string, Promise<PuppeteerBrowser>>();
  const launched = (profile: Profile) => {
    if (!browsers.has(key(profile))) {
      browsers.set(
        key(profile),
        puppeteer.launch({
          browser: "firefox",
          executablePath: process.env.FIREFOX_PATH || "/usr/bin/firefox-esr",
          headless: true,
          extraPrefsFirefox: {
            "intl.accept_languages": ACCEPT_LANGUAGE[profile.language],
            "javascript.enabled": profile.javaScript,
            // 0 dark, 1 light: what the operating system would say.
            "layout.css.prefers-color-scheme.content-override":
              profile.colorScheme === "dark" ? 0 : 1,
            // Classic scrollbars take their width from the layout, as on most desktops.
            "widget.gtk.overlay-scrollbars.enabled": false,
          },
        }),
      );
    }
    return browsers.get(key(profile))!;
  };
  return {
    name: "firefox",
    async open(options = {}) {
      const profile = { ...DEFAULT_PROFILE, ...options };
      const context = await (await launched(profile)).createBrowserContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${String(error)}`));
      const tab: Tab = {
        engine: "firefox",
        goto: async (target) => void (await page.goto(new URL(target, baseURL).href)),
        evaluate: (fn, arg) => steady(() => page.evaluate(fn as never, arg as never)),
        setViewport: (viewport) => page.setViewport(viewport),
        // page.click() waits for a reaction that never comes with JavaScript off: click the spot.
        click: async (selector) => {
          const { x, y } = await centre(tab, selector);
          await page.mouse.click(x, y);
        },
        nativeErrors: () => [...errors],
        close: () => context.close(),
      };
      return tab;
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
    },
  };
}

type WebDriverSession = Awaited<ReturnType<typeof remote>>;

/** Retries a call that met a page in the middle of a navigation (its context went away). */
async function steady<R>(call: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      // Firefox may also run the call in the incoming document before its root element exists
      // ("document.documentElement is null"): the page is between two documents there too.
      const transient = /context|frame|navigat|aborted|detached|documentElement is null/i.test(
        String(error),
      );
      if (!transient || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * The page's [innerWidth, innerHeight] once two reads 100 ms apart agree (at most 3 s). Right
 * after a navigation the answer can be empty; right after a resize, the size before it.
 */
async function settledSize(read: () => Promise<unknown>): Promise<[number, number]> {
  let last = "";
  for (let attempt = 1; attempt <= 30; attempt++) {
    const size = await steady(read);
    const valid =
      Array.isArray(size) && size.length === 2 && size.every((v) => typeof v === "number" && v > 0);
    if (valid && JSON.stringify(size) === last) return size as [number, number];
    last = valid ? JSON.stringify(size) : "";
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the window's size did not settle (last read: ${last || "none"})`);
}

/**
 * A WebKitWebDriver (it runs one session at a time) on a free port, its MiniBrowser on Xvfb's
 * display in the POSIX locale of `language`.
 */
async function startWebKitWebDriver(
  language: Profile["language"],
): Promise<{ driver: ChildProcess; port: number }> {
  const port = await freePort();
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
    env: {
      ...process.env,
      DISPLAY: process.env.ENGINES_DISPLAY,
      // navigator.languages follows the POSIX locale; the suite compiles en_US and es_ES.
      LANG: POSIX_LOCALE[language],
      LC_ALL: POSIX_LOCALE[language],
      LOCPATH: process.env.ENGINES_LOCPATH,
      // A GTK stylesheet that lets MiniBrowser's window shrink below its toolbar's 447 px.
      XDG_CONFIG_HOME: process.env.ENGINES_XDG_CONFIG,
    },
    stdio: "ignore",
  });
  return new Promise<{ driver: ChildProcess; port: number }>((resolve, reject) => {
    driver.once("error", reject);
    const started = Date.now();
    const poll = () =>
      fetch(`http://127.0.0.1:${port}/status`)
        .then(() => resolve({ driver, port }))
        .catch(() =>
          Date.now() - started > 10_000
            ? reject(new Error(`WebKitWebDriver did not answer on ${port}`))
            : setTimeout(poll, 100),
        );
    poll();
  });
}

function webkitEngine(baseURL: string): Engine {
  const drivers: ChildProcess[] = [];
  const sessions = new Map<string, Promise<WebDriverSession>>();
  const session = (profile: Profile) => {
    if (!sessions.has(key(profile))) {
      sessions.set(
        key(profile),
        startWebKitWebDriver(profile.language).then(({ driver, port }) => {
          drivers.push(driver);
          return remote({
            hostname: "127.0.0.1",
            port,
            path: "/",
            logLevel: "error",
            connectionRetryCount: 1,
            capabilities: {
              browserName: "MiniBrowser",
              // WebKitWebDriver speaks classic WebDriver only.
              "wdio:enforceWebDriverClassic": true,
              "webkitgtk:browserOptions": {
                binary: process.env.MINIBROWSER_PATH || MINIBROWSER,
                args: [
                  "--automation",
                  `--enable-javascript=${profile.javaScript}`,
                  ...(profile.colorScheme === "dark" ? ["--dark-mode"] : []),
                ],
              },
            } as WebdriverIO.Capabilities,
          });
        }),
      );
    }
    return sessions.get(key(profile))!;
  };
  return {
    name: "webkit",
    async open(options = {}) {
      const profile = { ...DEFAULT_PROFILE, ...options };
      const browser = await session(profile);
      const tab: Tab = {
        engine: "webkit",
        goto: async (target) => void (await browser.url(new URL(target, baseURL).href)),
        evaluate: (fn, arg) =>
          steady(() => browser.execute(fn as never, arg as never) as Promise<never>),
        async setViewport({ width, height }) {
          // The window includes MiniBrowser's (collapsed) toolbar: set it, read the page's size
          // once it has settled (right after a resize it can still be the old one), and correct
          // the window by the difference.
          let outer = { width, height };
          for (let attempt = 1; attempt <= 3; attempt++) {
            await browser.setWindowSize(outer.width, outer.height);
            const [innerW, innerH] = await settledSize(() =>
              browser.execute(() => [innerWidth, innerHeight]),
            );
            if (innerW === width && innerH === height) return;
            outer = {
              width: Math.max(1, outer.width + width - innerW),
              height: Math.max(1, outer.height + height - innerH),
            };
          }
          throw new Error(`WebKit's page did not reach ${width}x${height} after three resizes`);
        },
        async click(selector) {
          // WebKitWebDriver refused a point inside the page once ("move target out of bounds",
          // a drawer link in a full run; not reproduced in 12 runs of that test alone): the
          // point is read again after a pause, and a point still refused fails with its place.
          for (let attempt = 1; ; attempt++) {
            const { x, y } = await centre(tab, selector);
            try {
              await browser
                .action("pointer", { parameters: { pointerType: "mouse" } })
                .move({ x, y, origin: "viewport" })
                .down()
                .up()
                .perform();
              return;
            } catch (error) {
              await browser.releaseActions();
              if (!/out of bounds/.test(String(error)) || attempt >= 3) {
                const size = await tab.evaluate(() => `${innerWidth}x${innerHeight}`, undefined);
                throw new Error(`${selector} at (${x}, ${y}) in ${size}: ${String(error)}`);
              }
              await new Promise((resolve) => setTimeout(resolve, 250));
            }
          }
        },
        nativeErrors: () => [],
        // One MiniBrowser per profile: the next tab starts from a blank page and empty storage.
        async close() {
          if (profile.javaScript) {
            await browser.execute(() => {
              try {
                localStorage.clear();
                sessionStorage.clear();
              } catch {
                // about:blank or an error page: no storage of the site's to clear
              }
            });
          }
          await browser.deleteAllCookies();
          await browser.url("about:blank");
        },
      };
      return tab;
    },
    async close() {
      await Promise.all(
        [...sessions.values()].map(async (browser) => (await browser).deleteSession()),
      );
      for (const driver of drivers) driver.kill();
    },
  };
}

export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * A plain (not automated) MiniBrowser on `url`: everything it printed, console included, up to
 * the monitor's `monitor: settled` line or 30 s.
 */
export function miniBrowserConsole(url: string): Promise<string> {
  const browser = spawn(
    process.env.MINIBROWSER_PATH || MINIBROWSER,
    ["--enable-write-console-messages-to-stdout=true", url],
    {
      env: {
        ...process.env,
        DISPLAY: process.env.ENGINES_DISPLAY,
        LANG: POSIX_LOCALE.en,
        LOCPATH: process.env.ENGINES_LOCPATH,
        XDG_CONFIG_HOME: process.env.ENGINES_XDG_CONFIG,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      browser.kill();
      resolve(output);
    };
    const timer = setTimeout(done, 30_000);
    const collect = (data: Buffer) => {
      output += String(data);
      if (output.includes("monitor: settled")) setTimeout(done, 200);
    };
    browser.stdout.on("data", collect);
    browser.stderr.on("data", collect);
    browser.once("exit", done);
  });
}

export function createEngine(name: EngineName, baseURL: string): Engine {
  return name === "firefox" ? firefoxEngine(baseURL) : webkitEngine(baseURL);
}
