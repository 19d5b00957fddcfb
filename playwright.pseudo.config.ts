import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./harness/chromium.cjs";

/**
 * Layout check of the pseudo-localized build (`npm run test:pseudo` builds it first with
 * PSEUDO_LOCALE=1): every string ~40% longer must still fit at phone and desktop widths.
 */
const port = Number(process.env.PSEUDO_PORT ?? 9321);

export default defineConfig({
  testDir: "./e2e/pseudo",
  fullyParallel: true,
  workers: 2,
  reporter: [["list"]],
  outputDir: "test-results/pseudo",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: "en-US",
  },
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
