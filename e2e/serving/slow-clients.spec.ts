import net from "node:net";
import { expect, test } from "@playwright/test";
import { HTTP_ORIGIN_ENV, required } from "./support/env";
import { rawRequest, request } from "./support/raw";

const SLOW_CLIENTS = 300;
/** nginx's client_header_timeout (deploy/nginx/limits.conf) plus slack. */
const CLOSED_WITHIN_MS = 15_000;

/**
 * A slowloris from one address (127.0.0.2): 300 connections that send their request headers a
 * line every 2 s and never finish. Everyone else (127.0.0.1) is still served at once, without
 * nginx dropping any of them to make room, and nginx closes them itself when the header timeout
 * runs out. Bounded: at most 20 s.
 */
test("300 slow connections from one client take nothing from the others", async () => {
  test.setTimeout(30_000);
  const origin = new URL(required(HTTP_ORIGIN_ENV));
  const started = performance.now();
  const sockets: net.Socket[] = [];
  const closedAt: number[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    const opened = await Promise.all(
      Array.from(
        { length: SLOW_CLIENTS },
        (_, index) =>
          new Promise<boolean>((resolve) => {
            const socket = net.connect({
              host: origin.hostname,
              port: Number(origin.port),
              localAddress: "127.0.0.2",
            });
            sockets.push(socket);
            socket.on("error", () => resolve(false));
            socket.on("close", () => closedAt.push(performance.now() - started));
            socket.on("connect", () => {
              socket.write(`GET /?slow=${index} HTTP/1.1\r\nHost: ${origin.host}\r\n`);
              let line = 0;
              timers.push(
                setInterval(() => {
                  if (!socket.destroyed) socket.write(`X-Slow-${(line += 1)}: 1\r\n`);
                }, 2000),
              );
              resolve(true);
            });
          }),
      ),
    );
    expect(opened.filter(Boolean)).toHaveLength(SLOW_CLIENTS);

    // While they hang on: three ordinary requests from another address, each answered within 1 s.
    for (const waitMs of [500, 3000, 3000]) {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      const answer = await rawRequest(origin.origin, request("GET", "/", origin.host), {
        timeoutMs: 1000,
      });
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(1000);
    }
    // None was dropped to make room (nginx "reuses" connections when it runs out of them).
    expect(closedAt, "slow connections closed while others were served").toEqual([]);

    // The server, not this test, ends them: the header timeout.
    await expect
      .poll(() => closedAt.length, { timeout: CLOSED_WITHIN_MS, intervals: [500] })
      .toBe(SLOW_CLIENTS);
    expect(performance.now() - started).toBeLessThan(20_000);
  } finally {
    timers.forEach(clearInterval);
    sockets.forEach((socket) => socket.destroy());
  }
});
