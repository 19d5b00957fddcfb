import fs from "node:fs";
import https from "node:https";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { get, type RawResponse } from "../serving/support/http";
import { ROOT } from "../../harness/nginx";
import { NGINX_CERT_ENV, NGINX_ORIGIN_ENV, required } from "./support/env";
import { HOSTS, originOf, spellingDiffers } from "./support/hosts";

/**
 * The build served by each host's own runtime answers as nginx does over TLS (the reference: the
 * hosts serve HTTPS only): the same status, page and site headers on every kind of answer (a
 * missing path: the not-found page of its language), one URL per page, no redirect off the site,
 * and nothing served that no client needs. Where a host cannot, support/hosts.ts names the
 * difference.
 */

const PUBLIC = path.join(ROOT, "public");
const nginx = (url: string) =>
  get(required(NGINX_ORIGIN_ENV) + url, { certificate: required(NGINX_CERT_ENV) });

/** The headers the site sets itself, which every host must send alike. */
const SITE_HEADERS = [
  "content-security-policy",
  "cache-control",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-resource-policy",
  "cross-origin-opener-policy",
  "x-frame-options",
  "x-robots-tag",
] as const;

const bundle = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name))!;
const staticFile = (() => {
  const dir = fs.readdirSync(path.join(PUBLIC, "static"))[0]!;
  return `/static/${dir}/${fs.readdirSync(path.join(PUBLIC, "static", dir))[0]!}`;
})();

/** One of each kind of answer the site gives. */
const ANSWERS = [
  "/",
  "/privacy-policy/",
  "/es/",
  "/es/privacy-policy/",
  "/no-such-page/",
  "/es/no-such-page/",
  "/es/privacy-policy/no-such-section",
  `/${bundle}`,
  staticFile,
  "/page-data/index/page-data.json",
  "/page-data/app-data.json",
  "/locales/es/translations.json",
  "/og-image.png",
  "/manifest.webmanifest",
  "/sitemap-index.xml",
  "/robots.txt",
  "/favicon.ico",
  "/.well-known/security.txt",
  "/app-00000000000000000000.js",
  "/static/0000/missing.svg",
  "/page-data/no-such-page/page-data.json",
  "/admin/",
  "/admin/config.json",
];

/** Names the hosts use for the same type (each is registered or in common use). */
const SAME_TYPE: Record<string, string> = {
  "text/javascript": "application/javascript",
  "text/xml": "application/xml",
  "image/vnd.microsoft.icon": "image/x-icon",
};
const mediaType = (response: RawResponse) => {
  const type = String(response.headers["content-type"] ?? "").split(";")[0]!;
  return SAME_TYPE[type] ?? type;
};

const location = (response: RawResponse, origin: string) =>
  response.headers.location === undefined
    ? undefined
    : new URL(response.headers.location, origin).href.slice(origin.length);

const pagePath = (response: RawResponse) => /window\.pagePath="([^"]+)"/.exec(response.body)?.[1];

for (const host of HOSTS) {
  test.describe(host.name, () => {
    const origin = () => originOf(host);
    const served = (url: string) => get(origin() + url, { insecure: true });

    test("every kind of answer has nginx's status and the site's headers, and no CORS header", async () => {
      for (const url of ANSWERS) {
        const [reference, answer] = await Promise.all([nginx(url), served(url)]);
        expect(answer.status, url).toBe(reference.status);
        expect(mediaType(answer), url).toBe(mediaType(reference));
        for (const name of SITE_HEADERS) {
          if (name === "cache-control" && host.cacheControl) continue;
          expect(answer.headers[name], `${url}: ${name}`).toEqual(reference.headers[name]);
        }
        if (host.rules) {
          // What the host's own rules give the file it served (a not-found page under its path).
          const file = answer.status === 404 ? pagePath(answer)! : url;
          expect(host.rules(file).get("cache-control"), `${url}: ${host.cacheControl}`).toBe(
            reference.headers["cache-control"],
          );
        }
        expect(answer.headers["access-control-allow-origin"], url).toBeUndefined();
        // The same page: a missing path gets the not-found page of its language, as from nginx.
        expect(pagePath(answer), url).toBe(pagePath(reference));
      }
    });

    test("one URL per page: the other spellings nginx redirects redirect there too", async () => {
      // Permanently, as nginx does; the last three a host may send on with its own redirect
      // (Cloudflare's 307).
      const permanent = ["/privacy-policy", "/es", "/es/privacy-policy?x=1", "/index.html"];
      permanent.push("/privacy-policy/index.html", "/es/index.html", "/admin");
      for (const url of [...permanent, "/index.%68tml", "//es/", "/es//privacy-policy/"]) {
        const [reference, answer] = await Promise.all([nginx(url), served(url)]);
        expect(reference.status, url).toBe(301);
        const why = spellingDiffers(host, url);
        if (why) {
          expect(answer.status, `${url}: ${why}`).toBe(200);
          continue;
        }
        expect(permanent.includes(url) ? [301] : [301, 307, 308], url).toContain(answer.status);
        expect(location(answer, origin()), url).toBe(
          location(reference, required(NGINX_ORIGIN_ENV)),
        );
        if (permanent.includes(url) && !host.redirectHeaders) {
          expect(answer.headers["strict-transport-security"], url).toBeDefined();
        }
      }
    });

    test("no redirect leaves the site", async () => {
      for (const url of [
        "//evil.example/",
        "//evil.example/index.html",
        "/%2F%2Fevil.example",
        "/%2F%2Fevil.example/",
        "/%5Cevil.example/",
        "/%5C%5Cevil.example/",
        "/%09/evil.example",
        "/.//evil.example/",
        "/https:%2F%2Fevil.example/",
      ]) {
        const answer = await served(url);
        if (answer.status >= 300 && answer.status < 400) {
          expect(new URL(answer.headers.location!, origin()).origin, url).toBe(origin());
        } else {
          const why = spellingDiffers(host, url);
          expect(answer.status, why ? `${url}: ${why}` : url).toBe(why ? 200 : 404);
        }
      }
    });

    test("nothing is served that no client needs", async () => {
      for (const url of [
        // The not-found pages are not pages of their own.
        "/404",
        "/404.html",
        "/404/",
        "/404/index.html",
        "/es/404",
        "/es/404.html",
        "/es/404/",
        "/index.html.br",
        "/index.html.gz",
        `/${bundle}.br`,
        `/${bundle}.gz`,
        "/_errors/en/500.html",
        "/_errors/en/500",
        "/_errors/es/404.html",
        "/_headers",
        "/_redirects",
        "/.assetsignore",
        "/webpack.stats.json",
        "/chunk-map.json",
        "/_gatsby/slices/_gatsby-scripts-1.html",
      ]) {
        const answer = await served(url);
        expect(answer.status, url).toBe(404);
        expect(answer.body, url).toContain("<html lang=");
      }
    });

    test("a method other than GET or HEAD is refused, saying which are allowed", async () => {
      const answer = await new Promise<{ status: number; allow?: string }>((resolve, reject) => {
        const url = new URL(`${origin()}/no-such-page/`);
        const sent = https.request(
          url,
          { method: "POST", rejectUnauthorized: false },
          (response) => {
            response.resume();
            resolve({ status: response.statusCode ?? 0, allow: response.headers.allow });
          },
        );
        sent.on("error", reject);
        sent.end();
      });
      if (host.methods) expect(answer.status, host.methods).toBe(404);
      else expect(answer).toEqual({ status: 405, allow: "GET, HEAD" });
    });
  });
}
