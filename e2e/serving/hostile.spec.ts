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

type Probe = {
  name: string;
  /** The raw request; `host` is the server's own `127.0.0.1:port`. */
  send: (host: string) => string;
  status: number;
  /** For a redirect: the exact `Location` expected. */
  location?: string;
};

const get =
  (path: string, ...headers: string[]) =>
  (host: string) =>
    request("GET", path, host, headers);

/**
 * Forms that once made the index.html redirect point at another site, and their neighbours. The
 * redirect to a page's one URL now names only the build's own page URLs, so a path that is no
 * page gets a 404, and the other spellings of a page (percent-encoded, extra slashes, dot
 * segments, another case) a 301 to the page.
 */
const REDIRECT_PROBES: Probe[] = [
  {
    name: "a folder without its slash",
    send: get("/privacy-policy"),
    status: 301,
    location: "/privacy-policy/",
  },
  {
    name: "a folder without its slash, with a query",
    send: get("/es/privacy-policy?x=1"),
    status: 301,
    location: "/es/privacy-policy/?x=1",
  },
  {
    name: "index.html",
    send: get("/privacy-policy/index.html"),
    status: 301,
    location: "/privacy-policy/",
  },
  { name: "two slashes", send: get("//evil.example/index.html"), status: 404 },
  { name: "three slashes", send: get("///evil.example/index.html"), status: 404 },
  { name: "backslash", send: get("/\\evil.example/index.html"), status: 404 },
  { name: "slash, backslash, slash", send: get("/\\/evil.example/index.html"), status: 404 },
  {
    name: "dot segments between slashes",
    send: get("/.//./\\evil.example/index.html"),
    status: 404,
  },
  { name: "encoded slashes", send: get("/%2F%2Fevil.example/index.html"), status: 404 },
  { name: "encoded backslashes", send: get("/%5C%5Cevil.example/index.html"), status: 404 },
  { name: "encoded tab and slash", send: get("/%09/evil.example/index.html"), status: 404 },
  { name: "two slashes, no index.html", send: get("//evil.example/"), status: 404 },
  {
    name: "two slashes before a folder",
    send: get("//es?next=//evil.example"),
    status: 301,
    location: "/es/?next=//evil.example",
  },
  {
    name: "encoded slashes before a folder",
    send: get("/%2F%2Fes"),
    status: 301,
    location: "/es/",
  },
  {
    name: "a foreign Host header",
    send: () => request("GET", "/es", "evil.example"),
    status: 301,
    location: "/es/",
  },
  { name: "two slashes before a page", send: get("//index.html"), status: 301, location: "/" },
  {
    name: "an encoded h in index.html",
    send: get("/index.%68tml"),
    status: 301,
    location: "/",
  },
  {
    name: "an encoded dot in index.html",
    send: get("/privacy-policy/index%2ehtml?a=1"),
    status: 301,
    location: "/privacy-policy/?a=1",
  },
  {
    name: "an encoded slash before index.html",
    send: get("/privacy-policy%2Findex.html"),
    status: 301,
    location: "/privacy-policy/",
  },
  {
    name: "dot segments before a page",
    send: get("/es/../es/./privacy-policy/index.html"),
    status: 301,
    location: "/es/privacy-policy/",
  },
  { name: "two slashes in a page's path", send: get("//es/"), status: 301, location: "/es/" },
  {
    name: "an encoded letter in a page's path",
    send: get("/%70rivacy-policy/"),
    status: 301,
    location: "/privacy-policy/",
  },
  {
    name: "a page's path in another case",
    send: get("/Privacy-Policy/"),
    status: 301,
    location: "/privacy-policy/",
  },
];

/**
 * Everything else a hostile or broken client sends; each must get a plain, uncached answer. The
 * error statuses nginx answers with are error-pages.spec.ts's.
 */
const PROBES: Probe[] = [
  ...REDIRECT_PROBES,
  { name: "traversal", send: get("/../../etc/passwd"), status: 400 },
  { name: "HEAD", send: (host) => request("HEAD", "/", host), status: 200 },
  { name: "a range", send: get(appBundle, "Range: bytes=0-99"), status: 206 },
  { name: "a dotfile", send: get("/.env"), status: 404 },
  { name: "a dot folder", send: get("/.git/config"), status: 404 },
  { name: ".well-known without the file", send: get("/.well-known/"), status: 404 },
  { name: "a folder without an index", send: get("/static/"), status: 404 },
  { name: "the page-data folder", send: get("/page-data/"), status: 404 },
  // Files no client needs: the host's, the build's leftovers, what only nginx reads.
  { name: "host configuration", send: get("/_headers"), status: 404 },
  { name: "host redirects", send: get("/_redirects"), status: 404 },
  // Gatsby copies Partytown into every build; no page uses it, so it is not deployed.
  { name: "Partytown's unused worker", send: get("/~partytown/partytown-sw.js"), status: 404 },
  // Gatsby's build leftovers no browser requests (plugins/serving/buildLeftovers.ts).
  { name: "webpack's stats", send: get("/webpack.stats.json"), status: 404 },
  { name: "the chunk map", send: get("/chunk-map.json"), status: 404 },
  { name: "a slice", send: get("/_gatsby/slices/_gatsby-scripts-1.html"), status: 404 },
  // The error and not-found pages are not pages of their own.
  { name: "an error page by name", send: get("/_errors/es/400.html"), status: 404 },
  { name: "the error pages' folder", send: get("/_errors/"), status: 404 },
  { name: "the not-found page by name", send: get("/404.html"), status: 404 },
  { name: "the not-found page's folder", send: get("/es/404/"), status: 404 },
  // The .br and .gz copies are sent only through negotiation (negotiation.spec.ts).
  { name: "a brotli copy by name", send: get(`${appBundle}.br`), status: 404 },
  { name: "a gzip copy by name", send: get("/index.html.gz"), status: 404 },
];

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
    test(`${probe.name}: ${probe.status}`, async () => {
      const origin = required(HTTP_ORIGIN_ENV);
      const answer = await rawRequest(origin, probe.send(new URL(origin).host));
      expect(answer.status, probe.name).toBe(probe.status);
      if (probe.location !== undefined) expect(single(answer, "location")).toBe(probe.location);
      expectCleanAnswer(answer, probe.name, origin);
      await expectStillServing(origin);
    });
  }
});

test("hostile redirects over TLS stay on the site", async () => {
  const origin = required(TLS_ORIGIN_ENV);
  const options = { certificate: fs.readFileSync(required(TLS_CERT_ENV), "utf8") };
  for (const probe of REDIRECT_PROBES) {
    const answer = await rawRequest(origin, probe.send(new URL(origin).host), options);
    expect(answer.status, probe.name).toBe(probe.status);
    if (probe.location !== undefined) expect(single(answer, "location")).toBe(probe.location);
    expectCleanAnswer(answer, probe.name, origin);
    expect(single(answer, "strict-transport-security"), probe.name).toMatch(/^max-age=/);
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
