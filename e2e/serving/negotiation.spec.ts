import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../harness/nginx";
import { doubled, single } from "./support/raw";
import { fetchVia, TRANSPORTS } from "./support/transports";

/**
 * Content coding by RFC 9110 (deploy/nginx/negotiation.conf): codings and `q` in any case, spaces
 * or tabs around `;`, a weight of 0 refuses, `*` covers what is not named, the higher weight wins;
 * and `Vary: Accept-Encoding` on every answer that could have been coded otherwise.
 */

const PUBLIC = path.join(ROOT, "public");
const bundle = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name)) as string;

/** Accept-Encoding → the coding a client saying so must get (none: the file as it is). */
const NEGOTIATION: [string, "br" | "gzip" | undefined][] = [
  ["gzip, deflate, br, zstd", "br"],
  ["br;Q=0, gzip", "gzip"],
  ["br;\tq=0, gzip", "gzip"],
  ["br;q=0", undefined],
  ["br;q=0.000, gzip;q=0", undefined],
  ["br;q=0., gzip", "gzip"],
  ["BR", "br"],
  ["GZip;Q=0.5", "gzip"],
  ["gzip;q=0, br", "br"],
  ["gzip ;\t q=0.000 , br ;q=0.001", "br"],
  ["gzip;q=1.0, br;q=0.5", "gzip"],
  ["gzip;q=0.8, br;q=0.799", "gzip"],
  ["gzip;q=0.5, br;q=0.5", "br"],
  ["br;q=0.01, gzip;q=0.001", "br"],
  ["*", "br"],
  ["*;q=0", undefined],
  ["br;q=0, *", "gzip"],
  ["gzip, *;q=0", "gzip"],
  ["x-gzip", "gzip"],
  ["brotli, gzips", undefined],
  ["br;q=abc, gzip", "gzip"],
  ["identity", undefined],
  ["", undefined],
];

const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

for (const transport of TRANSPORTS) {
  test(`Accept-Encoding is read by RFC 9110: q-values, refusals, case, tabs (${transport.name})`, async () => {
    const original = fs.readFileSync(path.join(PUBLIC, bundle));
    for (const [acceptEncoding, coding] of NEGOTIATION) {
      const answer = await fetchVia(transport, `/${bundle}`, {
        headers: { "accept-encoding": acceptEncoding },
      });
      const label = JSON.stringify(acceptEncoding);
      expect(answer.status, label).toBe(200);
      expect(single(answer, "content-encoding"), label).toBe(coding);
      expect(single(answer, "vary"), label).toBe("Accept-Encoding");
      const body = coding ? decode[coding](answer.body) : answer.body;
      expect(body.equals(original), `${label}: the file itself`).toBe(true);
    }
  });

  test(`Vary: Accept-Encoding on every negotiable answer, coded or not (${transport.name})`, async () => {
    const negotiable = [
      "/robots.txt",
      "/",
      `/${bundle}`,
      "/page-data/index/page-data.json",
      "/sitemap-index.xml",
      "/manifest.webmanifest",
      "/favicon.svg",
      "/no-such-page/",
    ];
    for (const target of negotiable) {
      for (const acceptEncoding of ["identity", "gzip", "br"]) {
        const answer = await fetchVia(transport, target, {
          headers: { "accept-encoding": acceptEncoding },
        });
        const label = `${target} with ${acceptEncoding}`;
        expect(doubled(answer), label).toEqual([]);
        expect(single(answer, "vary"), label).toBe("Accept-Encoding");
      }
    }
    const etag = single(await fetchVia(transport, `/${bundle}`), "etag") as string;
    const notModified = await fetchVia(transport, `/${bundle}`, {
      headers: { "if-none-match": etag },
    });
    expect(notModified.status).toBe(304);
    expect(single(notModified, "vary")).toBe("Accept-Encoding");
    // Images are never coded: nothing to vary on.
    const image = await fetchVia(transport, "/og-image.png", {
      headers: { "accept-encoding": "br" },
    });
    expect(single(image, "vary")).toBeUndefined();
  });

  test(`the .br and .gz copies are sent only through negotiation, never by name (${transport.name})`, async () => {
    // The .br and .gz files are the same content under another coding: asked for by name they
    // would come as application/octet-stream. They are not there to be downloaded.
    for (const copy of [`/${bundle}.br`, `/${bundle}.gz`, "/index.html.br", "/robots.txt.br"]) {
      const answer = await fetchVia(transport, copy);
      expect(answer.status, copy).toBe(404);
      expect(single(answer, "content-type"), copy).toBe("text/html; charset=utf-8");
    }
  });
}
