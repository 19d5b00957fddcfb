import { chromium, defineSuite, ROOT } from "./support/playwright";

/**
 * The site as visitors meet it: Debian's Chromium against the production build in `public/`,
 * served by scripts/static-server.mjs the way a plain static host serves it. Build first
 * (`npm run test:e2e` does both). Only the specs directly in e2e/: each folder below is a suite
 * with its own configuration beside its specs (a pseudo-localized build, nginx, the CDN's runtime,
 * the CMS, gatsby develop, other engines).
 */
const port = Number(process.env.E2E_PORT ?? 9470);
const baseURL = `http://127.0.0.1:${port}`;

export default defineSuite("site", {
  testDir: ".",
  testMatch: /\/e2e\/[^/]+\.spec\.ts$/,
  fullyParallel: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    ...chromium,
    baseURL,
    locale: "en-US",
    colorScheme: "light",
    viewport: { width: 1280, height: 800 },
    serviceWorkers: "block",
    trace: "off",
  },
  webServer: {
    command: `node scripts/static-server.mjs`,
    cwd: ROOT,
    env: { PORT: String(port) },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 15_000,
  },
});
