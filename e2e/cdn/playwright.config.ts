import { chromium, defineSuite } from "../support/playwright";

/**
 * The build on Cloudflare's own runtime (wrangler's workerd, offline, `npm run serve:cloudflare`)
 * against the same build on nginx: the same answers, the policy without violations in Chromium,
 * what a deploy would upload. Needs a build (`npm run build`).
 */
export default defineSuite("cdn", {
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  timeout: 120_000,
  use: { ...chromium, ignoreHTTPSErrors: true, serviceWorkers: "block" },
});
