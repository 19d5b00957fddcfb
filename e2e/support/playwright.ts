import path from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "../../scripts/lib/chromium.cjs";

/** The repository: servers start there, and every suite's results go under its test-results/. */
export const ROOT = path.resolve(__dirname, "..", "..");

/** Debian's Chromium headless shell (never a downloaded browser) with the harness's flags. */
export const chromium = {
  browserName: "chromium",
  launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
} as const;

/**
 * One suite's configuration, kept beside its specs (`playwright test -c e2e/<suite>`): what every
 * suite shares (no `.only`, no retries, two workers, the list reporter, results in
 * test-results/<name>), then the suite's own settings.
 */
export function defineSuite<T = object>(name: string, config: PlaywrightTestConfig<T>) {
  return defineConfig<T>({
    forbidOnly: true,
    retries: 0,
    workers: 2,
    reporter: "list",
    outputDir: path.join(ROOT, "test-results", name),
    ...config,
  });
}
