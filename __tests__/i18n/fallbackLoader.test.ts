/** @jest-environment node */
import i18next from "i18next";
import { shipped } from "../../harness/shipped";

/**
 * Our retry settings for a page that arrived without its strings (src/i18n/fallbackLoader.ts):
 * a 5xx is retried 350 ms later, then 700 ms; the browser suites prove a 4xx is not retried.
 */
const ES = "/locales/es/translations.json";
const answers = [500, 500, 200];
const asked: number[] = [];

globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
  expect(String(url)).toBe(ES);
  asked.push(performance.now());
  const status = answers[asked.length - 1] ?? 200;
  return new Response(status === 200 ? shipped("locales/es/translations.json") : "{}", {
    status,
  });
});

it("retries a 5xx after 350 ms, then 700 ms, and uses the strings it gets", async () => {
  // Imported after the fake fetch: the HTTP backend takes `fetch` when it loads.
  const { loadFirstAvailable } = await import("../../src/i18n/fallbackLoader");
  const i18n = i18next.createInstance();
  await i18n.init({ resources: {}, fallbackLng: false });

  expect(await loadFirstAvailable(i18n, ["es", "en"])).toBe("es");
  expect(i18n.hasResourceBundle("es", "translations")).toBe(true);
  const [first, second] = asked.slice(1).map((at, index) => at - (asked[index] as number));
  expect(asked).toHaveLength(3);
  // At least each delay, and clearly short of the next doubling.
  expect(first).toBeGreaterThanOrEqual(340);
  expect(first).toBeLessThan(700);
  expect(second).toBeGreaterThanOrEqual(690);
  expect(second).toBeLessThan(1400);
});
