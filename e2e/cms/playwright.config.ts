import { chromium, defineSuite } from "../support/playwright";

/**
 * The CMS at /admin/ as an editor uses it, in Chromium (its local mode needs Chromium's File System
 * Access API), served by nginx over TLS with the production headers and policy. Needs a build
 * (`npm run build`).
 */
export default defineSuite("cms", {
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    ...chromium,
    ignoreHTTPSErrors: true,
    viewport: { width: 1400, height: 1000 },
    locale: "en-US",
  },
});
