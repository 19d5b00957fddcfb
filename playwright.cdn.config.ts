import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./harness/chromium.cjs";

/**
 * The build on Cloudflare's own runtime (wrangler's workerd, offline, `npm run serve:cloudflare`)
 * against the same build on nginx: the same answers, the policy without violations in Chromium,
 * what a deploy would upload. Needs a build (`npm run build`).
 */
export default defineConfig({
  testDir: "./e2e/cdn",
  globalSetup: "./e2e/cdn/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  reporter: [["list"]],
  outputDir: "test-results/cdn",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    ignoreHTTPSErrors: true,
    serviceWorkers: "block",
  },
});
