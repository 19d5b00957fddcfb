import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { ROOT, startNginx, type RunningNginx } from "../../harness/nginx";
import { median } from "../../harness/stats.mjs";

/**
 * Load on loopback with Debian's wrk and h2load (installed by scripts/setup.sh): a page, the
 * hashed app bundle and a 404 at 10 and 100 connections over HTTP/1.1 (wrk, 3 s each), and at 10
 * and 100 clients of 10 streams each over HTTP/2 (h2load), with no socket error, timeout or
 * unexpected status allowed. Then goal 3 of the serving issue: served from its precompressed
 * copy, the ~160 KB bundle keeps at least half the request rate of the 78-byte robots.txt, with at
 * most twice its p99 latency. Its own nginx servers exempt 127.0.0.1 (the load generator, as a
 * real deployment would exempt its monitoring) from the per-client limits.
 */

const SECONDS = 3;
const PAIRS = 5;
const WRK_SCRIPT = path.join(__dirname, "support", "wrk-report.lua");
const appBundle = `/${fs.readdirSync(path.join(ROOT, "public")).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name))}`;

type WrkResult = {
  durationUs: number;
  requests: number;
  statuses: Record<string, number>;
  errorStatuses: number;
  errors: { connect: number; read: number; write: number; timeout: number };
  latencyUs: { p50: number; p90: number; p99: number; max: number };
};

const run = promisify(execFile);

/** One bounded wrk run; statuses are counted one by one only when asked (it slows wrk down). */
async function wrk(
  url: string,
  connections: number,
  { seconds = SECONDS, countStatuses = false } = {},
): Promise<WrkResult> {
  const { stdout } = await run(
    "wrk",
    [
      // One client thread: on two cores a second one takes nginx's core, and the tail latency
      // then measures the client (receiving a 45 KB bundle, not 100 bytes), not the server.
      ...["-t", "1", "-c", String(connections), "-d", `${seconds}s`, "--timeout", "2s"],
      ...["-H", "Accept-Encoding: gzip, deflate, br", "-s", WRK_SCRIPT, url],
    ],
    {
      env: { ...process.env, WRK_COUNT_STATUSES: countStatuses ? "1" : "0" },
      timeout: (seconds + 10) * 1000,
    },
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new Error("wrk is not installed: run scripts/setup.sh");
    throw error;
  });
  const line = stdout.split("\n").find((text) => text.startsWith("WRK_JSON "));
  if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
  return JSON.parse(line.slice("WRK_JSON ".length)) as WrkResult;
}

const perSecond = (result: WrkResult) => result.requests / (result.durationUs / 1e6);
const ms = (us: number) => (us / 1000).toFixed(1);

type H2loadResult = {
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  /** Requests not done, errored or timed out. */
  failed: number;
  latencyUs: { p50: number; p99: number };
};

/** The value at a fraction of the sorted values (nearest rank). */
const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;

/**
 * One bounded h2load run: `clients` connections of 10 streams at once, 20,000 requests in all and
 * at most 900 per connection: fewer than nginx's 1000 (keepalive_requests), after which a browser
 * opens another connection and h2load does not. Latencies come from its per-request log.
 */
async function h2load(url: string, clients: number): Promise<H2loadResult> {
  const total = Math.min(clients * 900, 20_000);
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "h2load-")), "requests.tsv");
  try {
    const { stdout } = await run(
      "h2load",
      [
        ...["-t", "1", "-c", String(clients), "-m", "10", "-n", String(total)],
        ...["-H", "accept-encoding: gzip, deflate, br", `--log-file=${log}`, url],
      ],
      { timeout: 60_000 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") throw new Error("h2load is not installed: run scripts/setup.sh");
      throw error;
    });
    const done =
      /requests: (\d+) total, \d+ started, (\d+) done, \d+ succeeded, (\d+) failed, (\d+) errored, (\d+) timeout/.exec(
        stdout,
      );
    const finished = /finished in ([\d.]+)(m?s),/.exec(stdout);
    if (!done || !finished) throw new Error(`h2load printed no summary:\n${stdout}`);
    const lines = fs.readFileSync(log, "utf8").trim().split("\n");
    const statuses: Record<string, number> = {};
    const latencies = lines
      .map((line) => {
        const [, status = "0", elapsed = "0"] = line.split("\t");
        statuses[status] = (statuses[status] ?? 0) + 1;
        return Number(elapsed);
      })
      .sort((a, b) => a - b);
    return {
      requests: Number(done[2]),
      seconds: Number(finished[1]) / (finished[2] === "ms" ? 1000 : 1),
      statuses,
      // h2load counts a 4xx as failed; a 404 expected is not.
      failed: Number(done[1]) - Number(done[2]) + Number(done[4]) + Number(done[5]),
      latencyUs: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
    };
  } finally {
    fs.rmSync(path.dirname(log), { recursive: true, force: true });
  }
}

const rows: string[] = [];
let nginx: RunningNginx;
let nginxTls: RunningNginx;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  nginx = await startNginx({ limitExempt: "127.0.0.1" });
  nginxTls = await startNginx({ tls: true, limitExempt: "127.0.0.1" });
});
test.afterAll(async () => {
  await nginx?.stop();
  await nginxTls?.stop();
  const table = [
    "| target | protocol | connections | requests/s | p50 ms | p99 ms | errors |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
  const output = path.join(ROOT, "test-results", "serving");
  fs.mkdirSync(output, { recursive: true });
  fs.writeFileSync(path.join(output, "load.md"), `${table}\n`);
  console.log(`\nLoad on loopback (test-results/serving/load.md):\n${table}`);
});

const TARGETS = [
  { name: "/", path: "/", status: 200 },
  { name: "app bundle", path: appBundle, status: 200 },
  { name: "404", path: "/no-such-page/", status: 404 },
];

test("HTTP/1.1: a page, the app bundle and a 404 at 10 and 100 connections: no error, no timeout", async () => {
  test.setTimeout(90_000);
  for (const target of TARGETS) {
    for (const connections of [10, 100]) {
      const result = await wrk(nginx.origin + target.path, connections, {
        countStatuses: target.status !== 200,
      });
      const socketErrors = Object.values(result.errors).reduce((sum, count) => sum + count, 0);
      rows.push(
        `| ${target.name} | HTTP/1.1 | ${connections} | ${perSecond(result).toFixed(0)} | ${ms(result.latencyUs.p50)} | ${ms(result.latencyUs.p99)} | ${socketErrors} |`,
      );
      const label = `${target.name} at ${connections} connections`;
      expect(result.requests, label).toBeGreaterThan(0);
      expect(result.errors, label).toEqual({ connect: 0, read: 0, write: 0, timeout: 0 });
      if (target.status === 200) expect(result.errorStatuses, label).toBe(0);
      else expect(result.statuses, label).toEqual({ [target.status]: result.requests });
    }
  }
});

test("HTTP/2: a page, the app bundle and a 404 at 10 and 100 clients x 10 streams: no error", async () => {
  test.setTimeout(120_000);
  for (const target of TARGETS) {
    for (const clients of [10, 100]) {
      const result = await h2load(nginxTls.origin + target.path, clients);
      rows.push(
        `| ${target.name} | HTTP/2 | ${clients} x 10 | ${(result.requests / result.seconds).toFixed(0)} | ${ms(result.latencyUs.p50)} | ${ms(result.latencyUs.p99)} | ${result.failed} |`,
      );
      const label = `${target.name} at ${clients} clients`;
      expect(result.failed, label).toBe(0);
      expect(result.statuses, label).toEqual({ [target.status]: result.requests });
    }
  }
});

/** Interleaved robots.txt/bundle pairs at 100 connections; the goal-3 ratios of their medians. */
async function goal3Ratios() {
  const robots: WrkResult[] = [];
  const bundle: WrkResult[] = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    robots.push(await wrk(`${nginx.origin}/robots.txt`, 100, { seconds: 2 }));
    bundle.push(await wrk(nginx.origin + appBundle, 100, { seconds: 2 }));
  }
  for (const result of [...robots, ...bundle]) {
    expect(result.errors).toEqual({ connect: 0, read: 0, write: 0, timeout: 0 });
    expect(result.errorStatuses).toBe(0);
  }
  const rate = median(bundle.map(perSecond)) / median(robots.map(perSecond));
  const p99 = (results: WrkResult[]) => median(results.map((r) => r.latencyUs.p99));
  const p50 = (results: WrkResult[]) => median(results.map((r) => r.latencyUs.p50));
  rows.push(
    `| robots.txt (median of ${PAIRS}) | HTTP/1.1 | 100 | ${median(robots.map(perSecond)).toFixed(0)} | ${ms(p50(robots))} | ${ms(p99(robots))} | 0 |`,
    `| app bundle (median of ${PAIRS}) | HTTP/1.1 | 100 | ${median(bundle.map(perSecond)).toFixed(0)} | ${ms(p50(bundle))} | ${ms(p99(bundle))} | 0 |`,
    `| **bundle / robots.txt** | HTTP/1.1 | 100 | ${(rate * 100).toFixed(0)} % | | ${(p99(bundle) / p99(robots)).toFixed(2)}x | |`,
  );
  return { rate, p99: p99(bundle) / p99(robots) };
}

test("goal 3: the precompressed bundle keeps >= 50 % of robots.txt's requests/s, p99 <= 2x", async () => {
  test.setTimeout(90_000);
  // Medians of five interleaved pairs, and a second measurement when the first misses: on a
  // shared 2-core machine one p99 can land on someone else's build. Compressing on the fly
  // missed by far more than noise (0.1-0.5 % of the rate, p99 20-200x), and misses both times.
  let ratios = await goal3Ratios();
  if (ratios.rate < 0.5 || ratios.p99 > 2) ratios = await goal3Ratios();
  expect(ratios.rate).toBeGreaterThanOrEqual(0.5);
  expect(ratios.p99).toBeLessThanOrEqual(2);
});
