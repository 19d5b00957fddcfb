import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";
import { connectRawH2, ERROR, frame, FRAME, hpack, uint32 } from "./support/h2frames";
import { rawRequest, request } from "./support/raw";

/**
 * The known ways to take an HTTP/2 server down with one connection, sent by a bare frame writer
 * (a client library would refuse to): more streams than the server allows at once, streams reset
 * as fast as they are opened (CVE-2023-44487, "rapid reset"), and a header list that HPACK makes
 * small on the wire and huge once decoded. Each time the server keeps to its limits and answers
 * another client at once. Bounded: loopback only, a few thousand frames, seconds.
 */

const origin = () => required(TLS_ORIGIN_ENV);
const certificate = () => fs.readFileSync(required(TLS_CERT_ENV), "utf8");

/** Another client's `GET /` over HTTP/1.1: answered 200 in under a second. */
async function expectOthersServed() {
  const answer = await rawRequest(origin(), request("GET", "/", new URL(origin()).host), {
    certificate: certificate(),
  });
  expect(answer.status, "another client").toBe(200);
  expect(answer.ms, "another client").toBeLessThan(1000);
}

async function connect(initialWindowSize?: number) {
  const connection = await connectRawH2(origin(), {
    certificate: certificate(),
    initialWindowSize,
  });
  await connection.until(() => connection.settings.size > 0);
  return connection;
}

test("many streams at once: those past the server's 24 are refused, the rest answered", async () => {
  // A window of 0 keeps every answered stream open, so none frees its place for the next.
  const connection = await connect(0);
  try {
    const ids = Array.from({ length: 100 }, () => connection.get("/"));
    connection.ping();
    await connection.until(() =>
      ids.every((id) => {
        const stream = connection.streams.get(id);
        return stream?.status !== undefined || stream?.reset !== undefined;
      }),
    );
    const streams = ids.map((id) => connection.streams.get(id));
    expect(streams.filter((stream) => stream?.status === 200)).toHaveLength(24);
    expect(streams.filter((stream) => stream?.reset === ERROR.REFUSED_STREAM)).toHaveLength(76);
    await expectOthersServed();
  } finally {
    connection.close();
  }
});

test("rapid reset: a connection opening and cancelling streams as fast as it can is closed", async () => {
  const started = Date.now();
  for (let round = 0; round < 3; round += 1) {
    const connection = await connect();
    try {
      for (let sent = 0; sent < 5000 && !connection.closed; sent += 1) {
        const id = connection.get("/");
        connection.write(frame(FRAME.RST_STREAM, 0, id, uint32(ERROR.CANCEL)));
        // Let the socket drain and the server's frames in, as a real attacker's loop would.
        if (sent % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
      }
      await connection.until(() => connection.closed);
      // The server said goodbye before 1000 requests (keepalive_requests) had been started.
      expect(connection.goaway, `round ${round}`).toBeDefined();
      expect(connection.goaway?.lastStream ?? Infinity).toBeLessThan(2 * 1000);
    } finally {
      connection.close();
    }
    await expectOthersServed();
  }
  expect(Date.now() - started).toBeLessThan(20_000);
});

test("HPACK: a header list of 28 KB once decoded is answered, one over 32 KB closes the connection, however small on the wire", async () => {
  const value = "a".repeat(4000);
  // The 4 KB header once in full, then referred to by its index (62, the first dynamic entry):
  // one byte on the wire for each 4 KB decoded.
  const headers = (copies: number) => [
    hpack.literalIndexed("x-a", value),
    ...Array.from({ length: copies - 1 }, () => hpack.indexed(62)),
  ];
  const under = await connect();
  try {
    const id = under.get("/", headers(7));
    await under.until(() => under.streams.get(id)?.ended === true);
    expect(under.streams.get(id)?.status).toBe(200);
  } finally {
    under.close();
  }
  for (const copies of [9, 1000]) {
    const over = await connect();
    try {
      const id = over.get("/", headers(copies));
      await over.until(() => over.closed);
      expect(over.streams.get(id)?.status, `${copies} copies`).toBeUndefined();
      expect(over.goaway?.error, `${copies} copies`).toBe(ERROR.ENHANCE_YOUR_CALM);
    } finally {
      over.close();
    }
    await expectOthersServed();
  }
});
