import fs from "node:fs";
import path from "node:path";
import tls from "node:tls";
import { chromium, expect, test, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../harness/chromium.cjs";
import { request, type Answer } from "./support/clients";
import { required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";
import { ROOT } from "../../harness/nginx";

/**
 * TLS mode serves HTTP/2 (what browsers use) and keeps HTTP/1.1 (for clients without it), with the
 * same answer over both: every header and every byte.
 */

const origin = () => required(TLS_ORIGIN_ENV);
const certificate = () => fs.readFileSync(required(TLS_CERT_ENV), "utf8");
const appBundle = `/${fs.readdirSync(path.join(ROOT, "public")).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name))}`;

/** Headers about the connection or the moment, which differ between any two answers. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

function alpn(protocols: string[]): Promise<string | false> {
  const url = new URL(origin());
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host: url.hostname, port: Number(url.port), ca: certificate(), ALPNProtocols: protocols },
      () => {
        resolve(socket.alpnProtocol ?? false);
        socket.end();
      },
    );
    socket.once("error", reject);
  });
}

test("TLS mode offers HTTP/2 and HTTP/1.1 (ALPN h2,http/1.1 chooses h2)", async () => {
  expect(await alpn(["h2", "http/1.1"])).toBe("h2");
  expect(await alpn(["http/1.1"])).toBe("http/1.1");
});

test("every answer is the same over HTTP/2 and HTTP/1.1: status, each header, each byte", async () => {
  const cases: { path: string; method?: string }[] = [
    { path: "/" },
    { path: "/es/privacy-policy/" },
    { path: appBundle },
    { path: "/page-data/index/page-data.json" },
    { path: "/robots.txt" },
    { path: "/favicon.svg" },
    { path: "/no-such-page/" },
    { path: "/es/no-such-page/" },
    { path: "/privacy-policy" },
    { path: "/es/index.html?x=1" },
    { path: "/es/", method: "POST" },
    { path: appBundle, method: "DELETE" },
  ];
  const encodings = ["gzip, deflate, br", "gzip", "identity"];
  const comparable = (answer: Answer) => ({
    status: answer.status,
    headers: answer.headers
      .filter(([name]) => !PER_CONNECTION.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  });
  for (const { path: target, method } of cases) {
    for (const encoding of encodings) {
      const options = {
        method,
        headers: { "accept-encoding": encoding },
        certificate: certificate(),
      };
      const h1 = await request(origin(), target, { ...options, protocol: "http/1.1" });
      const h2 = await request(origin(), target, { ...options, protocol: "h2" });
      const label = `${method ?? "GET"} ${target.slice(0, 40)} (${encoding})`;
      expect(comparable(h2), label).toEqual(comparable(h1));
      expect(h2.body.equals(h1.body), `${label}: the same bytes`).toBe(true);
    }
  }
});

/** The protocol of the page and of every file it loaded, as the browser saw them. */
async function protocolsOf(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  // The bundles are asked for after the first paint (paint-first). On a busy machine that comes
  // more than 500 ms after the HTML, and "network idle" alone was reached before them (CI).
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(".js")),
      ),
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() =>
    [
      ...performance.getEntriesByType("navigation"),
      ...performance.getEntriesByType("resource"),
    ].map((entry) => ({
      name: entry.name,
      protocol: (entry as PerformanceResourceTiming).nextHopProtocol,
    })),
  );
}

test("Chromium loads the site over HTTP/2; without HTTP/2, over HTTP/1.1", async ({ page }) => {
  for (const target of ["/", "/es/privacy-policy/"]) {
    const entries = await protocolsOf(page, origin() + target);
    expect(entries.length, target).toBeGreaterThan(3);
    for (const { name, protocol } of entries) expect(protocol, name).toBe("h2");
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--disable-http2"],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const entries = await protocolsOf(await context.newPage(), `${origin()}/`);
    for (const { name, protocol } of entries) expect(protocol, name).toBe("http/1.1");
  } finally {
    await browser.close();
  }
});
