import { test as base } from "@playwright/test";
import { START_TIMEOUT_MS, startPreview, type PreviewProject } from "./previewProject";

/**
 * One `gatsby develop` for the whole suite (it takes most of a minute to start): the specs run one
 * after the other in one worker, each putting back what it changed; the saves' spec, last by
 * name, ends by stopping it. A retried test gets a new worker, so a new preview.
 */
export const test = base.extend<object, { preview: PreviewProject }>({
  preview: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
    async ({}, use) => {
      const preview = await startPreview();
      await use(preview);
      await preview.stop();
    },
    { scope: "worker", timeout: START_TIMEOUT_MS },
  ],
});

export { expect } from "@playwright/test";
