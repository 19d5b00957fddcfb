import { test as base, expect } from "@playwright/test";
import { createEngine, type Engine, type EngineName, type Profile, type Tab } from "./engines";
import { readMonitor } from "./monitor";

type Options = { engineName: EngineName };

/**
 * `engine`: one per worker and project, closed at the end. `open(profile)`: a tab in that
 * engine; when the test ends, the page each tab it opened with JavaScript on shows last must have
 * met no uncaught error, console error, CSP violation or failed load (what the engine reported
 * itself plus what the injected monitor saw), unless it matches a pattern the test added to
 * `allowed`.
 */
export const test = base.extend<
  {
    /** Problems matching one of these are expected by the test (a deliberate 404). */
    allowed: RegExp[];
    open: (profile?: Partial<Profile>) => Promise<Tab>;
  },
  Options & { engine: Engine }
>({
  engineName: ["firefox", { option: true, scope: "worker" }],
  engine: [
    async ({ engineName }, provide, workerInfo) => {
      const engine = createEngine(engineName, String(workerInfo.project.use.baseURL));
      await provide(engine);
      await engine.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // Playwright reads a fixture's dependencies from its first parameter's pattern.
  // eslint-disable-next-line no-empty-pattern
  allowed: async ({}, provide) => provide([]),
  open: async ({ engine, allowed }, provide, testInfo) => {
    const tabs: { tab: Tab; javaScript: boolean }[] = [];
    await provide(async (profile = {}) => {
      const tab = await engine.open(profile);
      tabs.push({ tab, javaScript: profile.javaScript !== false });
      return tab;
    });
    const problems: string[] = [];
    for (const { tab, javaScript } of tabs) {
      problems.push(...tab.nativeErrors());
      if (javaScript) {
        const state = await tab.evaluate(readMonitor, undefined).catch(() => null);
        problems.push(...(state?.problems ?? []));
      }
    }
    await Promise.all(tabs.map(({ tab }) => tab.close()));
    const unexpected = [...new Set(problems)].filter(
      (problem) => !allowed.some((pattern) => pattern.test(problem)),
    );
    if (testInfo.status === testInfo.expectedStatus) {
      expect(unexpected, `errors in ${engine.name}`).toEqual([]);
    }
  },
});

export { expect };
