import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HTTP_ORIGIN_ENV, PAGES, required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";
import { NEVER_LOADED, allowedSources, directive, get, type RawResponse } from "./support/http";
import { ROOT } from "../../harness/nginx";

const PUBLIC = path.join(ROOT, "public");
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const SECURITY = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

const httpOrigin = () => required(HTTP_ORIGIN_ENV);
const tlsOrigin = () => required(TLS_ORIGIN_ENV);
const certificate = () => required(TLS_CERT_ENV);

const appBundle = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
const staticFile = (() => {
  const dir = fs.readdirSync(path.join(PUBLIC, "static"))[0] as string;
  const file = fs.readdirSync(path.join(PUBLIC, "static", dir))[0] as string;
  return `/static/${dir}/${file}`;
})();

function expectSecurityHeaders(response: RawResponse, tls: boolean) {
  for (const [name, value] of Object.entries(SECURITY)) expect(response.headers[name]).toBe(value);
  expect(response.headers["permissions-policy"]).toContain("camera=()");
  const csp = response.headers["content-security-policy"] as string;
  expect(["'none'", "'self'"]).toContainEqual(directive(csp, "default-src")?.join(" "));
  for (const name of NEVER_LOADED) expect(allowedSources(csp, name), name).toEqual(["'none'"]);
  expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
  expect(csp).not.toContain("unsafe-eval");
  expect(directive(csp, "script-src") ?? []).not.toContain("'unsafe-inline'");
  if (tls) {
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers["strict-transport-security"]!)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
    expect(csp).toContain("upgrade-insecure-requests");
  } else {
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(csp).not.toContain("upgrade-insecure-requests");
  }
}

/** Every inline <script> and <style> of the HTML must be allowed by a hash, and only those. */
function expectHashesCover(html: string, csp: string) {
  const hash = (text: string) =>
    `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const scripts = directive(csp, "script-src") ?? [];
  const styles = directive(csp, "style-src") ?? [];
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    // Data blocks (the JSON-LD) are never executed, so the CSP does not cover them.
    ([, attributes]) => !/\ssrc=|\stype="application\/ld\+json"/.test(attributes ?? ""),
  );
  expect(inlineScripts.length).toBeGreaterThanOrEqual(4);
  for (const [, , body] of inlineScripts) expect(scripts).toContain(hash(body ?? ""));
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    expect(styles).toContain(hash(body ?? ""));
  }
  expect(scripts.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
    new Set(inlineScripts.map(([, , body]) => hash(body ?? ""))).size,
  );
}

test("pages: 200, revalidate, gzip, a CSP that hashes exactly their inline code", async () => {
  for (const page of PAGES.filter(({ status }) => status === 200)) {
    const response = await get(httpOrigin() + page.path, { gzip: true });
    expect(response.status, page.path).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.body).toContain(`<html lang="${page.lang}"`);
    expectSecurityHeaders(response, false);
    expectHashesCover(response.body, response.headers["content-security-policy"] as string);
  }
});

test("not found: status 404 and the not-found page of the path's language", async () => {
  for (const page of PAGES.filter(({ status }) => status === 404)) {
    const response = await get(httpOrigin() + page.path, { gzip: true });
    expect(response.status, page.path).toBe(404);
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    expect(response.body).toContain(`<html lang="${page.lang}"`);
    const notFoundPage = page.lang === "en" ? "/404.html" : `/${page.lang}/404.html`;
    expect(response.body).toContain(`window.pagePath="${notFoundPage}"`);
    expectSecurityHeaders(response, false);
    expectHashesCover(response.body, response.headers["content-security-policy"] as string);
  }
});

test("page-data and app-data revalidate; missing page-data is a real 404", async () => {
  const pageData = await get(`${httpOrigin()}/page-data/index/page-data.json`, { gzip: true });
  expect(pageData.status).toBe(200);
  expect(pageData.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(pageData.headers["cache-control"]).toBe(REVALIDATE);
  expect(pageData.headers["content-encoding"]).toBe("gzip");
  expectSecurityHeaders(pageData, false);

  const appData = await get(`${httpOrigin()}/page-data/app-data.json`);
  expect(appData.headers["cache-control"]).toBe(REVALIDATE);

  const missing = await get(`${httpOrigin()}/page-data/no-such-page/page-data.json`);
  expect(missing.status).toBe(404);
  expect(missing.headers["cache-control"]).toBe(REVALIDATE);
});

test("hashed bundles and static/ are immutable for a year; missing ones are 404, never HTML 200", async () => {
  expect(appBundle).toBeDefined();
  const bundle = await get(`${httpOrigin()}/${appBundle}`, { gzip: true });
  expect(bundle.status).toBe(200);
  expect(bundle.headers["content-type"]).toMatch(/^application\/javascript/);
  expect(bundle.headers["cache-control"]).toBe(IMMUTABLE);
  expect(bundle.headers["content-encoding"]).toBe("gzip");
  expect(bundle.headers.vary).toBe("Accept-Encoding");
  expectSecurityHeaders(bundle, false);

  const svg = await get(httpOrigin() + staticFile, { gzip: true });
  expect(svg.status).toBe(200);
  expect(svg.headers["cache-control"]).toBe(IMMUTABLE);

  for (const missing of ["/app-00000000000000000000.js", "/static/0000/missing.svg"]) {
    const response = await get(httpOrigin() + missing);
    expect(response.status, missing).toBe(404);
    expect(response.headers["cache-control"], missing).toBe(REVALIDATE);
  }
});

test("processed images: AVIF, WebP and the JPEG fallback with their own types, immutable; the social image revalidates", async () => {
  const html = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8");
  const types = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;
  for (const [extension, type] of Object.entries(types)) {
    const url = new RegExp(`/static/[0-9a-f]+/[0-9a-f]+/desktop\\.${extension}`).exec(html)?.[0];
    expect(url, `a desktop.${extension} in the landing page`).toBeDefined();
    const response = await get(httpOrigin() + url);
    expect(response.status, url).toBe(200);
    // With nosniff a wrong type would keep the browser from showing the image at all.
    expect(response.headers["content-type"], url).toBe(type);
    expect(response.headers["cache-control"], url).toBe(IMMUTABLE);
  }
  const social = await get(`${httpOrigin()}/og-image.png`);
  expect(social.status).toBe(200);
  expect(social.headers["content-type"]).toBe("image/png");
  expect(social.headers["cache-control"]).toBe(REVALIDATE);
});

test("TLS mode: HSTS and upgrade-insecure-requests", async () => {
  const page = await get(`${tlsOrigin()}/`, { certificate: certificate() });
  expect(page.status).toBe(200);
  expectSecurityHeaders(page, true);
  const asset = await get(`${tlsOrigin()}/${appBundle}`, { certificate: certificate() });
  expectSecurityHeaders(asset, true);
});
