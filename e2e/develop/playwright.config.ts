import { chromium, defineSuite } from "../support/playwright";

/**
 * The preview (`gatsby develop`) as an editor uses it: e2e/develop starts its own on a copy of the
 * project and a free port, breaks and fixes translation files, and stops it at the end.
 */
export default defineSuite("develop", {
  testMatch: "*.spec.ts",
  workers: 1,
  // Twice in about 25 saved fixes, Gatsby's overlay kept the fixed error
  // after a clean rebuild until the page was reloaded; a retry starts a new preview. The stale
  // overlay is a known, rare problem of Gatsby's, not something this check hides.
  retries: 2,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    ...chromium,
    locale: "es-ES",
    colorScheme: "light",
    viewport: { width: 1280, height: 800 },
    serviceWorkers: "block",
    trace: "off",
  },
});
