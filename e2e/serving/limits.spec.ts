import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { connectH2, request, requestOnSession, type Answer } from "./support/clients";
import { HTTP_ORIGIN_ENV, required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";
import { connectRawH2, type RawH2 } from "./support/h2frames";
import { ROOT } from "../../harness/nginx";
import { rawRequest, request as rawText, single } from "./support/raw";
import { expectSitePage } from "./support/sitePages";

/**
 * The per-client limits of deploy/nginx/limits.conf hold over HTTP/1.1 and HTTP/2 alike: 100
 * requests/s with bursts of 400, 50 requests in progress, where every HTTP/2 stream counts as a
 * request. Each test is another client (its own loopback address), so they never share a limit;
 * the client the site serves meanwhile is 127.0.0.1.
 */

const appBundle = `/${fs.readdirSync(path.join(ROOT, "public")).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name))}`;
const certificate = () => fs.readFileSync(required(TLS_CERT_ENV), "utf8");
/** Seconds until limits.conf's burst of 400 is whole again at 100 requests/s. */
const RETRY_AFTER = "4";

function expectLimited(answers: Answer[], tls: boolean) {
  const limited = answers.filter(({ status }) => status === 429);
  expect(answers.filter(({ status }) => status !== 200 && status !== 429)).toEqual([]);
  expect(limited.length, "429s").toBeGreaterThan(0);
  // The burst passes at once: at least 400 of the first requests are answered.
  expect(answers.filter(({ status }) => status === 200).length).toBeGreaterThanOrEqual(400);
  for (const answer of limited.slice(0, 3)) {
    expect(single(answer, "retry-after")).toBe(RETRY_AFTER);
    expectSitePage(answer, { status: 429, language: "es", tls }, "429");
  }
}

async function expectStillServing(origin: string) {
  const host = new URL(origin).host;
  const options = origin.startsWith("https:") ? { certificate: certificate() } : {};
  const answer = await rawRequest(origin, rawText("GET", "/", host), options);
  expect(answer.status, "another client, meanwhile").toBe(200);
  expect(answer.ms, "another client, meanwhile").toBeLessThan(1000);
}

test("HTTP/1.1: over its request rate a client gets 429s with Retry-After and the page in its language; others are served", async () => {
  const origin = new URL(required(HTTP_ORIGIN_ENV));
  // 20 keep-alive connections, 800 requests at once.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20, localAddress: "127.0.0.2" });
  const answers = await Promise.all(
    Array.from({ length: 800 }, () =>
      request(origin.origin, "/es/", { protocol: "http/1.1", agent }),
    ),
  );
  agent.destroy();
  expectLimited(answers, false);
  await expectStillServing(origin.origin);
});

test("HTTP/2: every stream counts toward the request rate; 429s with Retry-After; others are served", async () => {
  const origin = required(TLS_ORIGIN_ENV);
  const session = await connectH2(origin, {
    certificate: certificate(),
    localAddress: "127.0.0.3",
  });
  try {
    const answers = await Promise.all(
      Array.from({ length: 800 }, () => requestOnSession(session, "/es/")),
    );
    expectLimited(answers, true);
  } finally {
    session.close();
  }
  await expectStillServing(origin);
});

test("HTTP/2: streams count as requests in progress; one connection stays under the limit", async () => {
  const origin = required(TLS_ORIGIN_ENV);
  // Three connections that never open their flow-control window: every response stops after its
  // headers, so each stream stays a request in progress.
  const connections: RawH2[] = [];
  try {
    for (let i = 0; i < 3; i += 1) {
      const connection = await connectRawH2(origin, {
        certificate: certificate(),
        initialWindowSize: 0,
        localAddress: "127.0.0.4",
      });
      await connection.until(() => connection.settings.size > 0);
      connections.push(connection);
    }
    // At most 24 streams at once per connection: a browser's connection cannot reach the 50.
    const maxStreams = connections[0]?.settings.get(0x3) ?? 0;
    expect(maxStreams).toBe(24);
    for (const connection of connections) {
      for (let i = 0; i < maxStreams; i += 1) connection.get(appBundle);
      connection.ping();
      await connection.until(() =>
        [...connection.streams.values()].every(({ status }) => status !== undefined),
      );
    }
    const statuses = connections.flatMap((connection) =>
      [...connection.streams.values()].map(({ status }) => status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3 * maxStreams - 50);
    await expectStillServing(origin);
  } finally {
    for (const connection of connections) connection.close();
  }
});
