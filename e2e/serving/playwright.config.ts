import { chromium, defineSuite } from "../support/playwright";

/**
 * The production serving configuration, proven against Debian's nginx: headers per response type,
 * CSP without violations in Chromium, the Observatory grade of TLS mode, the fallback loader's
 * faults, a redeploy under an open tab and hostile requests; then, alone, so that no other test
 * competes for the two cores, slow clients, load, and then the publish command (to a local nginx
 * host, from a copy of the project). Needs a build (`npm run test:serving` makes one).
 */
export default defineSuite("serving", {
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  timeout: 60_000,
  use: { ...chromium, ignoreHTTPSErrors: true, serviceWorkers: "block" },
  projects: [
    { name: "serving", testIgnore: /(?:slow-clients|load)\.spec\.ts$/ },
    { name: "slow-clients", testMatch: /slow-clients\.spec\.ts$/, dependencies: ["serving"] },
    { name: "load", testMatch: /load\.spec\.ts$/, dependencies: ["slow-clients"] },
    // Publishing builds the site: last, alone (`npm run test:publish` runs it by itself).
    { name: "publish", testDir: "../publish", dependencies: ["load"] },
  ],
});
