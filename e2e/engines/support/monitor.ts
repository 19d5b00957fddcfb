import { createHash } from "node:crypto";

/**
 * Injected by the engine suite's server as the first script of every page (its hash is added to
 * the page's Content-Security-Policy, which is otherwise the production one from `_headers`).
 * It is how a test sees, in every engine alike (WebKit's automation prints no console):
 * - problems: uncaught errors and rejections, console.error calls, CSP violations, resources that
 *   failed to load;
 * - the first frame: the theme and language of the first frame that paints any of the body, and
 *   whether any bundle had run by then;
 * - `monitor: settled` on the console once React has hydrated (the console probe waits for it).
 *
 * Plain ES5 in a string: it runs before anything else on the page in every engine, and no test
 * transpiler touches it.
 */
export const MONITOR_SCRIPT = `(function () {
  var w = window, problems = [], m = (w.__monitor = { problems: problems, firstFrame: null });
  function note(text) { problems.push(String(text).slice(0, 300)); }
  w.addEventListener("error", function (event) {
    var target = event.target;
    if (target && target !== w && (target.src || target.href)) {
      note("failed to load " + (target.currentSrc || target.src || target.href));
    } else {
      note("uncaught " + (event.error || event.message));
    }
  }, true);
  w.addEventListener("unhandledrejection", function (event) { note("unhandled rejection " + event.reason); });
  document.addEventListener("securitypolicyviolation", function (event) {
    note("CSP violation: " + event.violatedDirective + " blocked " + (event.blockedURI || "inline"));
  });
  var error = console.error;
  console.error = function () {
    note("console.error " + Array.prototype.join.call(arguments, " "));
    return error.apply(console, arguments);
  };
  function frame() {
    var body = document.body;
    // The pre-paint script is the body's first child: wait for something that paints.
    if (!body || !body.querySelector(":scope > :not(script)")) return requestAnimationFrame(frame);
    m.firstFrame = {
      dark: body.classList.contains("dark"),
      lang: document.documentElement.lang,
      path: location.pathname
    };
  }
  requestAnimationFrame(frame);
  var waited = 0, timer = setInterval(function () {
    waited += 100;
    if (performance.getEntriesByName("onInitialClientRender").length > 0 || waited > 15000) {
      clearInterval(timer);
      setTimeout(function () { console.log("monitor: settled"); }, 300);
    }
  }, 100);
})();`;

export const MONITOR_HASH = `'sha256-${createHash("sha256").update(MONITOR_SCRIPT).digest("base64")}'`;

/** What the monitor recorded (read with `tab.evaluate(readMonitor)`). */
export type MonitorState = {
  problems: string[];
  firstFrame: { dark: boolean; lang: string; path: string } | null;
};

export function readMonitor(): MonitorState | null {
  const monitor = (window as unknown as { __monitor?: MonitorState }).__monitor;
  return monitor ? { problems: monitor.problems.slice(), firstFrame: monitor.firstFrame } : null;
}
