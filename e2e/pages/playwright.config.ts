import { chromium, defineSuite } from "../support/playwright";

/**
 * The site as a GitHub Pages project site: built under a path prefix, staged by the publish
 * command and served as Pages serves it (e2e/pages/global-setup.ts). Builds its own copy, under
 * the prefix: a build of its own, as no other suite builds under a prefix.
 */
export default defineSuite("pages", {
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  timeout: 30_000,
  use: {
    ...chromium,
    locale: "en-US",
    colorScheme: "light",
    viewport: { width: 1280, height: 800 },
    serviceWorkers: "block",
  },
});
