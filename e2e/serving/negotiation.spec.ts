import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../harness/nginx";
import { doubled, single } from "./support/raw";
import { fetchVia, TRANSPORTS } from "./support/transports";

/**
 * Content coding as nginx's static modules negotiate it (no rules of ours: browsers send plain
 * lists such as `gzip, deflate, br, zstd`): `Vary: Accept-Encoding` on every answer that could
 * have been coded otherwise, and the `.br`/`.gz` copies never sent by name.
 */

const PUBLIC = path.join(ROOT, "public");
const bundle = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name)) as string;

for (const transport of TRANSPORTS) {
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
