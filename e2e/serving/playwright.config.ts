import { chromium, defineSuite } from "../support/playwright";

/**
 * What the nginx configuration decides, proven against Debian's nginx: headers per response type,
 * CSP without violations in Chromium, the Observatory grade of TLS mode, the site's error pages,
 * content coding, the per-client limit, hostile requests, the fallback loader's faults; then the
 * publish command (to a local nginx host, from a copy of the project). Needs a build
 * (`npm run test:serving` makes one).
 */
export default defineSuite("serving", {
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  timeout: 60_000,
  use: { ...chromium, ignoreHTTPSErrors: true, serviceWorkers: "block" },
  projects: [
    { name: "serving" },
    // Publishing builds the site: last, alone (`npm run test:publish` runs it by itself).
    { name: "publish", testDir: "../publish", dependencies: ["serving"] },
  ],
});
