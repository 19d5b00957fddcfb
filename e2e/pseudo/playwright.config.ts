import { chromium, defineSuite, ROOT } from "../support/playwright";

/**
 * Layout check of the pseudo-localized build (`npm run test:pseudo` builds it first with
 * PSEUDO_LOCALE=1): every string ~40% longer must still fit at phone and desktop widths.
 */
const port = Number(process.env.PSEUDO_PORT ?? 9321);

export default defineSuite("pseudo", {
  fullyParallel: true,
  use: { ...chromium, baseURL: `http://127.0.0.1:${port}`, locale: "en-US" },
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
    cwd: ROOT,
    url: `http://127.0.0.1:${port}/`,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
