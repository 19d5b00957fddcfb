import { defineConfig } from "@playwright/test";
import type { EngineName } from "./e2e/engines/support/engines";

/**
 * What visitors meet in each browser engine, against the production build in `public/` with
 * each page's production Content-Security-Policy: Chromium (Playwright), Firefox ESR
 * (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver + MiniBrowser under
 * Xvfb), all from Debian's packages. The same specs run in every engine (e2e/engines/support/
 * engines.ts is the one interface over the three drivers). Build first.
 */
const port = Number(process.env.ENGINES_PORT ?? 9480);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig<{ engineName: EngineName }>({
  testDir: "e2e/engines",
  testMatch: "*.spec.ts",
  globalSetup: "./e2e/engines/support/global-setup.ts",
  forbidOnly: true,
  // One worker per engine at a time; the specs of one engine share its browsers.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results/engines",
  projects: [
    { name: "chromium", use: { baseURL, engineName: "chromium" } },
    { name: "firefox", use: { baseURL, engineName: "firefox" } },
    { name: "webkit", use: { baseURL, engineName: "webkit" } },
  ],
});
