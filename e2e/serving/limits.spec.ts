import http from "node:http";
import { expect, test } from "@playwright/test";
import { request, type Answer } from "./support/clients";
import { HTTP_ORIGIN_ENV, required } from "./support/env";
import { rawRequest, request as rawText, single } from "./support/raw";
import { expectSitePage } from "./support/sitePages";

/**
 * The per-client limit of deploy/nginx/limits.conf: 100 requests/s with bursts of 400, then 429
 * with Retry-After and the site's page. The limited client has its own loopback address; the
 * client the site serves meanwhile is 127.0.0.1.
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
