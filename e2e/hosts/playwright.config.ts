import { chromium, defineSuite } from "../support/playwright";

/**
 * The build on each host's own runtime (Cloudflare's workerd through wrangler, Netlify's
 * `netlify dev`, both offline) against the same build on nginx: the same answers, the policy
 * without violations in Chromium, then what a deploy would upload. Needs a build (`npm run build`).
 */
export default defineSuite("hosts", {
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  timeout: 120_000,
  use: { ...chromium, ignoreHTTPSErrors: true, serviceWorkers: "block" },
  projects: [
    { name: "answers", testIgnore: /deploy\.spec\.ts$/ },
    // A dry run stages the host's folder again: not while its runtime is answering from it.
    { name: "deploy", testMatch: /deploy\.spec\.ts$/, dependencies: ["answers"] },
  ],
});
