import { chromium, defineSuite } from "../support/playwright";

/**
 * A new language needs no code change, and longer text still fits: a copy of the project with a
 * pseudo-localized and a right-to-left language added, built once (global-setup.ts).
 */
export default defineSuite("languages", {
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  timeout: 30_000,
  use: { ...chromium, locale: "en-US", serviceWorkers: "block" },
});
