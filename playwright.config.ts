import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./harness/chromium.cjs";

/**
 * End-to-end suite: Debian's Chromium (never a downloaded browser) against the production build in
 * `public/`, served by scripts/static-server.mjs the way a plain static host serves it. Build first
 * (`npm run test:e2e` does both).
 */
const port = Number(process.env.E2E_PORT ?? 9470);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "*.spec.ts",
  // Those folders have their own configs (a pseudo-localized build, nginx, gatsby develop, engines).
  testIgnore: [
    "**/pseudo/**",
    "**/serving/**",
    "**/develop/**",
    "**/engines/**",
    "**/cdn/**",
    "**/cms/**",
  ],
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: "test-results",
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: "en-US",
    colorScheme: "light",
    viewport: { width: 1280, height: 800 },
    serviceWorkers: "block",
    trace: "off",
  },
  webServer: {
    command: `node scripts/static-server.mjs`,
    env: { PORT: String(port) },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 15_000,
  },
});
