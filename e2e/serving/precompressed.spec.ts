import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { NOT_PRECOMPRESSED } from "../../plugins/precompress/precompress";
import { HTTP_ORIGIN_ENV, required } from "./support/env";
import { ROOT } from "../../harness/nginx";

const PUBLIC = path.join(ROOT, "public");

function bytes(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

test("nginx sends the copies as they are: brotli when asked, else gzip, Vary once", async () => {
  const origin = required(HTTP_ORIGIN_ENV);
  const bundle = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
  for (const [url, file] of [
    [`/${bundle}`, `${bundle}`],
    ["/", "index.html"],
    ["/es/privacy-policy/", "es/privacy-policy/index.html"],
    ["/page-data/index/page-data.json", "page-data/index/page-data.json"],
    ["/no-such-page/", "404.html"],
  ] as const) {
    // What Chromium and Firefox send (Safari: without zstd).
    const br = await bytes(origin + url, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"], url).toBe("br");
    expect(br.body.equals(fs.readFileSync(path.join(PUBLIC, `${file}.br`))), url).toBe(true);
    expect(br.headers.vary, url).toBe("Accept-Encoding");
    const gzip = await bytes(origin + url, "gzip");
    expect(gzip.headers["content-encoding"], url).toBe("gzip");
    expect(gzip.body.equals(fs.readFileSync(path.join(PUBLIC, `${file}.gz`))), url).toBe(true);
    const plain = await bytes(origin + url, "identity");
    expect(plain.headers["content-encoding"], url).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(path.join(PUBLIC, file))), url).toBe(true);
  }
});

test("the CMS's bundle, with no copies, is compressed as it is sent", async () => {
  const origin = required(HTTP_ORIGIN_ENV);
  const bundle = fs
    .readdirSync(path.join(PUBLIC, NOT_PRECOMPRESSED))
    .find((name) => /^sveltia-cms-[\d.]+\.js$/.test(name));
  const sent = await bytes(`${origin}/${NOT_PRECOMPRESSED}/${bundle}`, "gzip, deflate, br");
  expect(sent.headers["content-encoding"]).toBe("gzip");
  const original = fs.readFileSync(path.join(PUBLIC, NOT_PRECOMPRESSED, bundle!));
  expect(zlib.gunzipSync(sent.body).equals(original)).toBe(true);
  expect(sent.body.length).toBeLessThan(original.length / 2);
});
