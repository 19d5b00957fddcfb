import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HTTP_ORIGIN_ENV, required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";
import { ROOT } from "../../harness/nginx";
import { doubled, rawExchange, rawRequest, type RawAnswer, request, single } from "./support/raw";
import { NEVER_LOADED, allowedSources } from "./support/http";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const appBundle = `/${fs.readdirSync(path.join(ROOT, "public")).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name))}`;

/**
 * [what it is, the path sent, the status expected, for a redirect the exact Location, a Host
 * header other than the server's own].
 */
type Probe = [name: string, path: string, status: number, location?: string, host?: string];

/**
 * Forms that once made the index.html redirect point at another site, and their neighbours. The
 * redirect to a page's one URL now names only the build's own page URLs, so a path that is no
 * page gets a 404, and the other spellings of a page (percent-encoded, extra slashes, dot
 * segments, another case) a 301 to the page.
 */
const REDIRECT_PROBES: Probe[] = [
  ["a folder without its slash", "/privacy-policy", 301, "/privacy-policy/"],
  [
    "a folder without its slash, with a query",
    "/es/privacy-policy?x=1",
    301,
    "/es/privacy-policy/?x=1",
  ],
  ["index.html", "/privacy-policy/index.html", 301, "/privacy-policy/"],
  ["two slashes", "//evil.example/index.html", 404],
  ["three slashes", "///evil.example/index.html", 404],
  ["backslash", "/\\evil.example/index.html", 404],
  ["slash, backslash, slash", "/\\/evil.example/index.html", 404],
  ["dot segments between slashes", "/.//./\\evil.example/index.html", 404],
  ["encoded slashes", "/%2F%2Fevil.example/index.html", 404],
  ["encoded backslashes", "/%5C%5Cevil.example/index.html", 404],
  ["encoded tab and slash", "/%09/evil.example/index.html", 404],
  ["two slashes, no index.html", "//evil.example/", 404],
  ["two slashes before a folder", "//es?next=//evil.example", 301, "/es/?next=//evil.example"],
  ["encoded slashes before a folder", "/%2F%2Fes", 301, "/es/"],
  ["a foreign Host header", "/es", 301, "/es/", "evil.example"],
  ["two slashes before a page", "//index.html", 301, "/"],
  ["an encoded h in index.html", "/index.%68tml", 301, "/"],
  ["an encoded dot in index.html", "/privacy-policy/index%2ehtml?a=1", 301, "/privacy-policy/?a=1"],
  ["an encoded slash before index.html", "/privacy-policy%2Findex.html", 301, "/privacy-policy/"],
  [
    "dot segments before a page",
    "/es/../es/./privacy-policy/index.html",
    301,
    "/es/privacy-policy/",
  ],
  ["two slashes in a page's path", "//es/", 301, "/es/"],
  ["an encoded letter in a page's path", "/%70rivacy-policy/", 301, "/privacy-policy/"],
  ["a page's path in another case", "/Privacy-Policy/", 301, "/privacy-policy/"],
];

/**
 * Everything else a hostile or broken client sends; each must get a plain, uncached answer. The
 * error statuses nginx answers with are error-pages.spec.ts's.
 */
const PROBES: Probe[] = [
  ...REDIRECT_PROBES,
  ["traversal", "/../../etc/passwd", 400],
  ["a dotfile", "/.env", 404],
  ["a dot folder", "/.git/config", 404],
  [".well-known without the file", "/.well-known/", 404],
  ["a folder without an index", "/static/", 404],
  ["the page-data folder", "/page-data/", 404],
  // Files no client needs: the host's, the build's leftovers, what only nginx reads.
  ["host configuration", "/_headers", 404],
  ["host redirects", "/_redirects", 404],
  // Gatsby copies Partytown into every build; no page uses it, so it is not deployed.
  ["Partytown's unused worker", "/~partytown/partytown-sw.js", 404],
  // Gatsby's build leftovers no browser requests (plugins/serving/buildLeftovers.ts).
  ["webpack's stats", "/webpack.stats.json", 404],
  ["the chunk map", "/chunk-map.json", 404],
  ["a slice", "/_gatsby/slices/_gatsby-scripts-1.html", 404],
  // The error and not-found pages are not pages of their own.
  ["an error page by name", "/_errors/es/400.html", 404],
  ["the error pages' folder", "/_errors/", 404],
  ["the not-found page by name", "/404.html", 404],
  ["the not-found page's folder", "/es/404/", 404],
  // The .br and .gz copies are sent only through negotiation (negotiation.spec.ts).
  ["a brotli copy by name", `${appBundle}.br`, 404],
  ["a page's brotli copy by name", "/index.html.br", 404],
  ["a gzip copy by name", "/index.html.gz", 404],
];

/** Sends one probe (GET, Host the server's own) and checks its status and Location. */
async function sendProbe(probe: Probe, origin: string, options = {}) {
  const [name, path, status, location, host = new URL(origin).host] = probe;
  const answer = await rawRequest(origin, request("GET", path, host), options);
  expect(answer.status, name).toBe(status);
  if (location !== undefined) expect(single(answer, "location"), name).toBe(location);
  expectCleanAnswer(answer, name, origin);
  return answer;
}

function expectCleanAnswer(answer: RawAnswer, name: string, origin: string) {
  expect(doubled(answer), `${name}: headers sent twice`).toEqual([]);
  expect(single(answer, "x-content-type-options"), name).toBe("nosniff");
  const csp = single(answer, "content-security-policy") ?? "";
  for (const kind of NEVER_LOADED) expect(allowedSources(csp, kind), name).toEqual(["'none'"]);
  const cache = single(answer, "cache-control");
  if (answer.status >= 400) expect(cache, `${name}: an error is never cached`).toBe(REVALIDATE);
  const location = single(answer, "location");
  if (location !== undefined) {
    expect(new URL(location, origin).origin, `${name}: Location ${location}`).toBe(origin);
  }
}

async function expectStillServing(origin: string, options = {}) {
  const answer = await rawRequest(origin, request("GET", "/", new URL(origin).host), options);
  expect(answer.status, "a normal request after the probe").toBe(200);
}

test.describe("hostile requests, plain HTTP", () => {
  for (const probe of PROBES) {
    test(`${probe[0]}: ${probe[2]}`, async () => {
      const origin = required(HTTP_ORIGIN_ENV);
      await sendProbe(probe, origin);
      await expectStillServing(origin);
    });
  }
});

test("HEAD and a range get clean answers too", async () => {
  const origin = required(HTTP_ORIGIN_ENV);
  const host = new URL(origin).host;
  for (const [name, sent, status] of [
    ["HEAD", request("HEAD", "/", host), 200],
    ["a range", request("GET", appBundle, host, ["Range: bytes=0-99"]), 206],
  ] as const) {
    const answer = await rawRequest(origin, sent);
    expect(answer.status, name).toBe(status);
    expectCleanAnswer(answer, name, origin);
  }
});

test("hostile redirects over TLS stay on the site", async () => {
  const origin = required(TLS_ORIGIN_ENV);
  const options = { certificate: fs.readFileSync(required(TLS_CERT_ENV), "utf8") };
  for (const probe of REDIRECT_PROBES) {
    const answer = await sendProbe(probe, origin, options);
    expect(single(answer, "strict-transport-security"), probe[0]).toMatch(/^max-age=/);
  }
  await expectStillServing(origin, options);
});

test("plain HTTP on the TLS port redirects to the configured host, whatever Host says", async () => {
  const origin = required(TLS_ORIGIN_ENV);
  const plain = origin.replace("https:", "http:");
  for (const [path, host] of [
    ["/privacy-policy/?a=1", "evil.example"],
    ["//evil.example/", "evil.example:443"],
    ["/\\evil.example/", new URL(origin).host],
  ] as const) {
    const answer = await rawRequest(plain, request("GET", path, host));
    expect(answer.status, path).toBe(301);
    const location = single(answer, "location") as string;
    expect(new URL(location).origin, `${path} with Host ${host}: ${location}`).toBe(origin);
    expect(doubled(answer)).toEqual([]);
  }
});

test("a conditional request: 304 with the same headers, once each", async () => {
  const origin = required(HTTP_ORIGIN_ENV);
  const first = await rawRequest(origin, request("GET", appBundle, new URL(origin).host));
  const etag = single(first, "etag") as string;
  const answer = await rawRequest(
    origin,
    request("GET", appBundle, new URL(origin).host, [`If-None-Match: ${etag}`]),
  );
  expect(answer.status).toBe(304);
  expect(single(answer, "cache-control")).toBe(IMMUTABLE);
  expectCleanAnswer(answer, "304", origin);
});

test("/.well-known/security.txt is published (RFC 9116), not yet expired", async () => {
  const origin = required(HTTP_ORIGIN_ENV);
  const response = await fetch(`${origin}/.well-known/security.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^Contact: (?:mailto|https):/m);
  const expires = new Date(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
  expect(expires.getTime()).toBeGreaterThan(Date.now());
});

test("HTTP/0.9 (no version, so no headers) gets no answer at all, over HTTP and TLS", async () => {
  const tlsOptions = { certificate: fs.readFileSync(required(TLS_CERT_ENV), "utf8") };
  for (const [origin, options] of [
    [required(HTTP_ORIGIN_ENV), {}],
    [required(TLS_ORIGIN_ENV), tlsOptions],
  ] as const) {
    // A page, a missing path and a path nginx refuses: none may come back without the headers.
    for (const line of ["GET /", "GET /privacy-policy/", "GET /no-such-page", "GET /%00"]) {
      const exchange = await rawExchange(origin, `${line}\r\n`, options);
      expect(exchange.received.toString("latin1"), `${origin} ${line}`).toBe("");
    }
    await expectStillServing(origin, options);
  }
});
