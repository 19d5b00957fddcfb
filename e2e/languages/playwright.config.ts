import { chromium, defineSuite } from "../support/playwright";

/**
 * A new language needs no code change, and the layout fits, longer text too: a copy of the project
 * with the content as shipped and a pseudo-localized and a right-to-left language added, built
 * once (global-setup.ts).
 */
export default defineSuite("languages", {
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  timeout: 30_000,
  use: { ...chromium, locale: "en-US", serviceWorkers: "block" },
});
