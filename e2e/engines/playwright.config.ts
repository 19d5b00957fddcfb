import { defineSuite } from "../support/playwright";
import type { EngineName } from "./support/engines";

/**
 * What visitors meet in each browser engine, against the production build in `public/` with
 * each page's production Content-Security-Policy: Chromium (Playwright), Firefox ESR
 * (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver + MiniBrowser under
 * Xvfb), all from Debian's packages. The same specs run in every engine (e2e/engines/support/
 * engines.ts is the one interface over the three drivers, and launches each). Build first.
 */
const port = Number(process.env.ENGINES_PORT ?? 9480);
const baseURL = `http://127.0.0.1:${port}`;

export default defineSuite<{ engineName: EngineName }>("engines", {
  testMatch: "*.spec.ts",
  globalSetup: "./support/global-setup.ts",
  // One worker per engine at a time; the specs of one engine share its browsers.
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: "chromium", use: { baseURL, engineName: "chromium" } },
    { name: "firefox", use: { baseURL, engineName: "firefox" } },
    { name: "webkit", use: { baseURL, engineName: "webkit" } },
  ],
});
