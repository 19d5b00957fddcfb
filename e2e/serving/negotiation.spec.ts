import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { NOT_PRECOMPRESSED } from "../../plugins/precompress/precompress";
import { ROOT } from "../../harness/nginx";
import { fetchVia, TRANSPORTS } from "./support/clients";
import { doubled, single } from "./support/raw";

/**
 * Content coding: the build's copies (plugins/precompress) sent as they are, brotli's when the
 * request names it (site.conf finds it) and gzip's otherwise (gzip_static), with the file's own
 * type, and `Vary: Accept-Encoding` once on every answer that could have been coded otherwise.
 * Asked for by name, the copies are 404 (hostile.spec.ts).
 */

const PUBLIC = path.join(ROOT, "public");
const bundle = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name)) as string;

/**
 * Answers sent from the build's copies: the URL, and the file whose copies they are, asked for on
 * one connection over HTTP/1.1 (HTTP/2 opens one per request). After a long missing path, Debian's
 * brotli_static missed the bundle's copy: it read past the end of the copy's path into memory the
 * path before had filled with "/".
 */
const COPIED = [
  ["/", "index.html"],
  ["/es/privacy-policy/", "es/privacy-policy/index.html"],
  ["/page-data/index/page-data.json", "page-data/index/page-data.json"],
  ["/no-such-page" + "/x".repeat(100), "404.html"],
  [`/${bundle}`, bundle],
] as const;
/** Other answers that could be coded. */
const NEGOTIABLE = ["/robots.txt", "/sitemap-index.xml", "/manifest.webmanifest", "/favicon.svg"];
/** What a browser asks for (Chromium and Firefox; Safari without zstd), the coding, the copy. */
const CODINGS = [
  ["gzip, deflate, br, zstd", "br", ".br"],
  ["gzip", "gzip", ".gz"],
  ["identity", undefined, ""],
] as const;

for (const transport of TRANSPORTS) {
  test(`the copies as they are, with the file's type, brotli when asked, else gzip; Vary once on every negotiable answer (${transport.name})`, async () => {
    const agent = new (transport.tls ? https : http).Agent({ keepAlive: true, maxSockets: 1 });
    const types = new Map<string, string | undefined>();
    for (const [accept, coding, suffix] of CODINGS) {
      for (const url of [...COPIED.map(([copied]) => copied), ...NEGOTIABLE]) {
        const headers = { "accept-encoding": accept };
        const answer = await fetchVia(transport, url, { headers, agent });
        const label = `${url} with ${accept}`;
        expect(doubled(answer), label).toEqual([]);
        expect(single(answer, "vary"), label).toBe("Accept-Encoding");
        if (!types.has(url)) types.set(url, single(answer, "content-type"));
        expect(single(answer, "content-type"), label).toBe(types.get(url));
        const file = COPIED.find(([copied]) => copied === url)?.[1];
        if (!file) continue;
        expect(single(answer, "content-encoding"), label).toBe(coding);
        const copy = fs.readFileSync(path.join(PUBLIC, `${file}${suffix}`));
        expect(answer.body.equals(copy), label).toBe(true);
      }
    }
    agent.destroy();
    const brotli = { "accept-encoding": "br" };
    const etag = single(await fetchVia(transport, `/${bundle}`, { headers: brotli }), "etag");
    const notModified = await fetchVia(transport, `/${bundle}`, {
      headers: { ...brotli, "if-none-match": etag as string },
    });
    expect(notModified.status).toBe(304);
    expect(single(notModified, "vary")).toBe("Accept-Encoding");
    expect(single(notModified, "content-encoding")).toBeUndefined();
    // Images are never coded: nothing to vary on.
    const image = await fetchVia(transport, "/og-image.png", {
      headers: { "accept-encoding": "br" },
    });
    expect(single(image, "vary")).toBeUndefined();
  });
}

test("the CMS's bundle, with no copies, is compressed as it is sent", async () => {
  const name = fs
    .readdirSync(path.join(PUBLIC, NOT_PRECOMPRESSED))
    .find((file) => /^sveltia-cms-[\d.]+\.js$/.test(file)) as string;
  const sent = await fetchVia(TRANSPORTS[0]!, `/${NOT_PRECOMPRESSED}/${name}`, {
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  expect(single(sent, "content-encoding")).toBe("gzip");
  const original = fs.readFileSync(path.join(PUBLIC, NOT_PRECOMPRESSED, name));
  expect(zlib.gunzipSync(sent.body).equals(original)).toBe(true);
  expect(sent.body.length).toBeLessThan(original.length / 2);
});
