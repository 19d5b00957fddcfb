import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./harness/chromium.cjs";

/**
 * The CMS at /admin/ as an editor uses it, in Chromium (its local mode needs Chromium's File System
 * Access API), served by nginx over TLS with the production headers and policy. Needs a build
 * (`npm run build`).
 */
export default defineConfig({
  testDir: "./e2e/cms",
  globalSetup: "./e2e/cms/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  outputDir: "test-results/cms",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    ignoreHTTPSErrors: true,
    viewport: { width: 1400, height: 1000 },
    locale: "en-US",
  },
});
