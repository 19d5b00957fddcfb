/**
 * Debian's Chromium, never a downloaded browser, for the tools that drive the whole browser (the
 * Lighthouse bench, screenshots, icon rendering). The flags keep it from calling out to Google's
 * services (the machine has no internet) and let it run as root in CI.
 */
exports.CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Its headless shell (Debian's `chromium-headless-shell`), for the browser suites: the same
 * engine without the browser around it, as Playwright runs its own Chromium headless, in about
 * half the time (docs/TESTING.md).
 */
exports.HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";

exports.CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
