import fs from "node:fs";
import https from "node:https";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { get, type RawResponse } from "../serving/support/http";
import { ROOT } from "../../harness/nginx";
import { CDN_ORIGIN_ENV, NGINX_CERT_ENV, NGINX_ORIGIN_ENV, required } from "./support/env";

/**
 * The build served by Cloudflare's own runtime answers as nginx does over TLS (the reference:
 * both serve HTTPS only): the same status and the same site headers on every kind of answer, the
 * not-found page of each language, one URL per page, no redirect off the site, and nothing served
 * that no client needs.
 */

const PUBLIC = path.join(ROOT, "public");
const cdn = (url: string) => get(required(CDN_ORIGIN_ENV) + url, { insecure: true });
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
  "/sitemap.xml",
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

test("every kind of answer has nginx's status and the site's headers, and no CORS header", async () => {
  for (const url of ANSWERS) {
    const [reference, answer] = await Promise.all([nginx(url), cdn(url)]);
    expect(answer.status, url).toBe(reference.status);
    expect(mediaType(answer), url).toBe(mediaType(reference));
    for (const name of SITE_HEADERS) {
      expect(answer.headers[name], `${url}: ${name}`).toEqual(reference.headers[name]);
    }
    expect(answer.headers["access-control-allow-origin"], url).toBeUndefined();
  }
});

test("a missing path gets the not-found page of its language, with that page's own policy", async () => {
  for (const [url, lang, page] of [
    ["/no-such-page/", "en", "/404.html"],
    ["/es/no-such-page/", "es", "/es/404.html"],
    ["/es/privacy-policy/no-such-section", "es", "/es/404.html"],
  ] as const) {
    const answer = await cdn(url);
    expect(answer.status, url).toBe(404);
    expect(answer.body, url).toContain(`<html lang="${lang}"`);
    expect(answer.body, url).toContain(`window.pagePath="${page}"`);
    expect(answer.headers["content-security-policy"], url).toContain("script-src 'self' 'sha256-");
  }
  // Asked for directly, the not-found pages are not pages of their own.
  for (const url of [
    "/404",
    "/404.html",
    "/404/",
    "/404/index.html",
    "/es/404",
    "/es/404.html",
    "/es/404/",
  ]) {
    expect((await cdn(url)).status, url).toBe(404);
  }
});

test("one URL per page: the other spellings nginx redirects redirect there too, permanently", async () => {
  for (const url of [
    "/privacy-policy",
    "/es",
    "/es/privacy-policy?x=1",
    "/index.html",
    "/privacy-policy/index.html",
    "/es/index.html",
    "/admin",
  ]) {
    const [reference, answer] = await Promise.all([nginx(url), cdn(url)]);
    expect(reference.status, url).toBe(301);
    expect(answer.status, url).toBe(301);
    expect(answer.headers.location, url).toBe(reference.headers.location);
    expect(answer.headers["strict-transport-security"], url).toBeDefined();
  }
  // Spellings nginx also redirects: Cloudflare sends them on with its own 307, to the same page.
  for (const url of ["/index.%68tml", "//es/", "/es//privacy-policy/"]) {
    const [reference, answer] = await Promise.all([nginx(url), cdn(url)]);
    expect([301, 307, 308], url).toContain(answer.status);
    expect(location(answer, required(CDN_ORIGIN_ENV)), url).toBe(
      location(reference, required(NGINX_ORIGIN_ENV)),
    );
  }
});

test("no redirect leaves the site", async () => {
  const origin = required(CDN_ORIGIN_ENV);
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
    const answer = await cdn(url);
    if (answer.status >= 300 && answer.status < 400) {
      expect(new URL(answer.headers.location!, origin).origin, url).toBe(origin);
    } else {
      expect(answer.status, url).toBe(404);
    }
  }
});

test("nothing is served that no client needs", async () => {
  for (const url of [
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
    const answer = await cdn(url);
    expect(answer.status, url).toBe(404);
    expect(answer.body, url).toContain("<html lang=");
  }
});

test("a method other than GET or HEAD is refused, saying which are allowed", async () => {
  const answer = await new Promise<{ status: number; allow?: string }>((resolve, reject) => {
    const url = new URL(`${required(CDN_ORIGIN_ENV)}/no-such-page/`);
    const sent = https.request(url, { method: "POST", rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, allow: response.headers.allow });
    });
    sent.on("error", reject);
    sent.end();
  });
  expect(answer).toEqual({ status: 405, allow: "GET, HEAD" });
});
