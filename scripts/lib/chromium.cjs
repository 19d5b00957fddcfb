/**
 * Debian's Chromium, never a downloaded browser, for every tool that drives one (Playwright
 * suites, Lighthouse bench, screenshots, icon rendering). The flags keep it from calling out to
 * Google's services (the machine has no internet) and let it run as root in CI.
 */
exports.CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

exports.CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
