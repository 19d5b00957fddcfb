import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { connectH2, request, type Answer } from "./support/clients";
import { HTTP_ORIGIN_ENV, required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";
import { rawRequest, request as rawText, single } from "./support/raw";
import { expectSitePage } from "./support/sitePages";

/**
 * The decisions of deploy/nginx/limits.conf, each once, under bounded load on loopback: every
 * limited client has a loopback address of its own, so the others (127.0.0.1) are served.
 */

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
  const answer = await rawRequest(origin, rawText("GET", "/", host));
  expect(answer.status, "another client, meanwhile").toBe(200);
  expect(answer.ms, "another client, meanwhile").toBeLessThan(1000);
}

test("over its request rate a client gets 429s with Retry-After and the page in its language; others are served", async () => {
  const origin = new URL(required(HTTP_ORIGIN_ENV));
  // 20 keep-alive connections, 2000 requests at once: over 100/s past the burst even when the
  // machine is busy and the client slow.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20, localAddress: "127.0.0.2" });
  const answers = await Promise.all(
    Array.from({ length: 2000 }, () =>
      request(origin.origin, "/es/", { protocol: "http/1.1", agent }),
    ),
  );
  agent.destroy();
  expectLimited(answers, false);
  await expectStillServing(origin.origin);
});

/**
 * limits.conf's timeouts: a client that never finishes its request head (a slowloris sending a
 * byte every half second, or one sending nothing) loses its connection after 10 s, not nginx's
 * default of 60.
 */
test("a slowloris, and a client that sends nothing, are closed after 10 s", async () => {
  test.setTimeout(30_000);
  const origin = new URL(required(HTTP_ORIGIN_ENV));
  const closedAfter = (drip: boolean) =>
    new Promise<number>((resolve) => {
      const started = performance.now();
      const socket = net.connect({
        host: origin.hostname,
        port: Number(origin.port),
        localAddress: "127.0.0.3",
      });
      const timer = drip ? setInterval(() => socket.write("X"), 500) : undefined;
      socket.once(
        "connect",
        () => drip && socket.write(`GET / HTTP/1.1\r\nHost: ${origin.host}\r\nX-`),
      );
      socket.on("error", () => undefined);
      socket.once("close", () => {
        clearInterval(timer);
        resolve((performance.now() - started) / 1000);
      });
      setTimeout(() => socket.destroy(), 20_000);
    });
  const [slow, silent] = await Promise.all([closedAfter(true), closedAfter(false)]);
  for (const seconds of [slow, silent]) {
    expect(seconds).toBeGreaterThan(9.5);
    expect(seconds).toBeLessThan(12);
  }
});

/** Streams opened at once on each connection, each kept in progress: the client reads no body. */
async function holdStreams(sessions: http2.ClientHttp2Session[], perSession: number) {
  const statuses: number[] = [];
  for (const session of sessions) {
    for (let i = 0; i < perSession; i++) {
      const stream = session.request({ ":path": "/" });
      stream.on("response", (headers) => statuses.push(Number(headers[":status"])));
      stream.on("error", () => undefined);
    }
  }
  return statuses;
}

/**
 * limits.conf counts every HTTP/2 stream in progress against `limit_conn 50`, and allows 24 at
 * once per connection, so a browser's two connections never meet a 429 however many requests a
 * page makes; a client opening more connections gets 429s past the 50th.
 */
test("a browser's two HTTP/2 connections stay under the per-client limit; a third connection's streams past 50 get 429", async () => {
  const options = {
    certificate: fs.readFileSync(required(TLS_CERT_ENV), "utf8"),
    localAddress: "127.0.0.4",
    // A window of one byte: nginx sends each answer's head and one byte of its body, so every
    // request stays in progress.
    settings: { initialWindowSize: 1 },
  };
  const origin = required(TLS_ORIGIN_ENV);
  const browser = await Promise.all([connectH2(origin, options), connectH2(origin, options)]);
  try {
    const statuses = await holdStreams(browser, 40);
    await expect.poll(() => statuses.length).toBe(48);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length, "streams past 24 wait in the client").toBe(48);

    const third = await connectH2(origin, options);
    browser.push(third);
    const more = await holdStreams([third], 24);
    await expect.poll(() => more.length).toBe(24);
    expect(more.filter((status) => status === 200).length, "in progress: 50 in all").toBe(2);
    expect(more.filter((status) => status === 429).length).toBe(22);
  } finally {
    for (const session of browser) session.destroy();
  }
});

/**
 * `keepalive_requests 1000` against a rapid reset (CVE-2023-44487): a client that opens streams
 * and cancels them at once is sent GOAWAY after its 1000th stream and must connect again.
 */
test("a connection resetting its streams as fast as it opens them is closed after 1000 of them", async () => {
  const session = await connectH2(required(TLS_ORIGIN_ENV), {
    certificate: fs.readFileSync(required(TLS_CERT_ENV), "utf8"),
    localAddress: "127.0.0.5",
  });
  const goaway = new Promise<[number, number]>((resolve) => {
    session.once("goaway", (code: number, lastStreamId: number) => resolve([code, lastStreamId]));
    setTimeout(() => resolve([-1, -1]), 20_000);
  });
  session.on("error", () => undefined);
  let opened = 0;
  while (!session.closed && !session.destroyed && opened < 1100) {
    try {
      const stream = session.request({ ":path": "/" });
      stream.on("error", () => undefined);
      stream.close(http2.constants.NGHTTP2_CANCEL);
      opened += 1;
    } catch {
      break; // the session is going away
    }
    // In batches of 20, each read by nginx before the next is sent (the PING's answer comes
    // after them): nginx's own guard refuses more than 48 new streams in one read, and then
    // closes a connection with too many refused streams, whatever keepalive_requests says.
    if (opened % 20 === 0) {
      await new Promise<void>((resolve) => session.ping(() => resolve()) || resolve());
    }
  }
  const [code, lastStreamId] = await goaway;
  session.destroy();
  expect(code, "GOAWAY, NO_ERROR").toBe(http2.constants.NGHTTP2_NO_ERROR);
  // Client streams have odd ids: the 1000th is 1999.
  expect(lastStreamId).toBe(1999);
});
