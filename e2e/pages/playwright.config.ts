import { chromium, defineSuite } from "../support/playwright";

/**
 * The site as a GitHub Pages project site: built under a path prefix, staged by the publish
 * command and served as Pages serves it (e2e/pages/global-setup.ts). Builds a copy of the
 * project and its last build (`npm run build` first) twice: under the prefix, then at the root.
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
