import { defineSuite } from "../support/playwright";
import type { EngineName } from "./support/engines";

/**
 * What visitors meet in the other browser engines, against the production build in `public/`
 * with each page's production Content-Security-Policy: Firefox ESR (puppeteer-core over WebDriver
 * BiDi) and WebKitGTK (WebKitWebDriver + MiniBrowser under Xvfb), from Debian's packages.
 * Chromium meets the same behaviours in the main suite (e2e/*.spec.ts). Build first.
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
  projects: (["firefox", "webkit"] as const).map((engineName) => ({
    name: engineName,
    use: { baseURL, engineName },
  })),
});
