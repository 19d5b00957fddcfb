import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { connectH2, requestOnSession, TRANSPORTS, type Transport } from "./support/clients";
import { required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";
import { rawExchange, request } from "./support/raw";
import { errorTitle, expectSitePage, type SeenAnswer } from "./support/sitePages";
import { t } from "../support/site";

/**
 * Every error nginx answers with is the site's own small page (plugins/error-pages), in the
 * language of the path's prefix, with every header of the site. 404 has its own tests
 * (headers.spec.ts), 429 the per-client limits' (limits.spec.ts); asked for by name, the pages
 * are 404 (hostile.spec.ts).
 */

const kib = (n: number) => "a".repeat(n * 1024);

type Sent = { method?: string; path: string; headers?: string[]; body?: string; version?: string };
type ErrorCase = {
  status: number;
  what: string;
  /** The request under a language prefix ("" or "/es"). */
  request: (prefix: string) => Sent;
  /** HTTP/1.1 only: what it takes (a framing, a version) does not exist in HTTP/2. */
  http1Only?: true;
  /** nginx stopped before it had a path (too long, undecodable): the default language's page. */
  defaultLanguage?: true;
};

const CASES: ErrorCase[] = [
  {
    status: 400,
    what: "a header over 8 KB",
    request: (prefix) => ({ path: `${prefix}/`, headers: [`X-Big: ${kib(9)}`] }),
    // In HTTP/2 a header list over the limit closes the connection instead.
    http1Only: true,
  },
  {
    status: 400,
    what: "an encoded NUL",
    request: (prefix) => ({ path: `${prefix}/%00` }),
    defaultLanguage: true,
  },
  { status: 405, what: "POST", request: (prefix) => ({ method: "POST", path: `${prefix}/` }) },
  {
    status: 411,
    what: "a chunked body",
    request: (prefix) => ({
      path: `${prefix}/`,
      headers: ["Transfer-Encoding: chunked"],
      body: "5\r\nhello\r\n0\r\n\r\n",
    }),
    http1Only: true,
  },
  {
    status: 412,
    what: "a failed If-Match",
    request: (prefix) => ({ path: `${prefix}/`, headers: ['If-Match: "nope"'] }),
  },
  {
    status: 413,
    what: "a 2 KB body",
    request: (prefix) => ({
      path: `${prefix}/`,
      headers: ["Content-Length: 2048"],
      body: kib(2),
    }),
  },
  {
    status: 414,
    what: "a 9 KB path",
    request: (prefix) => ({ path: `${prefix}/${kib(9)}` }),
    // HTTP/2 carries the path as a header: a long one is a path like any other (a 404) until
    // the header limit, over which the connection is closed.
    http1Only: true,
    defaultLanguage: true,
  },
  {
    status: 416,
    what: "a range past the end",
    request: (prefix) => ({ path: `${prefix}/`, headers: ["Range: bytes=99999999-"] }),
  },
  {
    status: 501,
    what: "an unknown transfer coding",
    request: (prefix) => ({
      path: `${prefix}/`,
      headers: ["Transfer-Encoding: gzip, chunked"],
      body: "0\r\n\r\n",
    }),
    http1Only: true,
  },
  {
    status: 505,
    what: "HTTP/9.9",
    request: (prefix) => ({ path: `${prefix}/`, version: "HTTP/9.9" }),
    http1Only: true,
    defaultLanguage: true,
  },
];

async function send(transport: Transport, sent: Sent): Promise<SeenAnswer> {
  const origin = transport.origin();
  const certificate = transport.tls ? fs.readFileSync(required(TLS_CERT_ENV), "utf8") : undefined;
  const method = sent.method ?? "GET";
  if (transport.protocol === "h2") {
    const session = await connectH2(origin, { certificate });
    try {
      const headers = Object.fromEntries(
        (sent.headers ?? []).map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      return await requestOnSession(session, sent.path, { method, headers, body: sent.body });
    } finally {
      session.close();
    }
  }
  const host = new URL(origin).host;
  const text = sent.version
    ? `${method} ${sent.path} ${sent.version}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`
    : request(method, sent.path, host, sent.headers, sent.body);
  const exchange = await rawExchange(origin, text, { certificate });
  if (!exchange.answer) throw new Error(`no answer to ${method} ${sent.path.slice(0, 40)}`);
  return { ...exchange.answer, body: exchange.body };
}

for (const transport of TRANSPORTS) {
  test(`every error is the site's own page in the path's language, with its headers (${transport.name})`, async () => {
    for (const errorCase of CASES) {
      if (errorCase.http1Only && transport.protocol === "h2") continue;
      for (const [prefix, language] of [
        ["", "en"],
        ["/es", "es"],
      ] as const) {
        const answer = await send(transport, errorCase.request(prefix));
        expectSitePage(
          answer,
          {
            status: errorCase.status,
            language: errorCase.defaultLanguage ? "en" : language,
            tls: transport.tls,
          },
          `${errorCase.status} for ${errorCase.what} under "${prefix}/"`,
        );
      }
    }
  });
}

/**
 * Each status, language and transport is the loop's above; the browser proves the look once, on
 * a 412 (the browser sends the If-Match given to it).
 */
test("an error page in Chromium: the site's look in both themes, accessible, no CSP violation, no other request", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const requests: string[] = [];
  page.on("request", (sent) => requests.push(sent.url()));
  const url = `${required(TLS_ORIGIN_ENV)}/es/privacy-policy/`;
  await page.setExtraHTTPHeaders({ "If-Match": '"nope"' });
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    requests.length = 0;
    const response = await page.goto(url);
    expect(response?.status()).toBe(412);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveText(errorTitle("es", 412));
    const home = page.getByRole("link", { name: t("es", "errorPages.home"), exact: true });
    await expect(home).toHaveAttribute("href", "/es/");
    const colors = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      heading: getComputedStyle(document.querySelector("h1") as Element).color,
    }));
    // The design tokens: light #ffffff on #0b1220 headings, dark #0b1220 with #f8fafc.
    expect(colors).toEqual(
      colorScheme === "light"
        ? { background: "rgb(255, 255, 255)", heading: "rgb(11, 18, 32)" }
        : { background: "rgb(11, 18, 32)", heading: "rgb(248, 250, 252)" },
    );
    expect(requests.filter((sent) => !sent.endsWith("/favicon.ico"))).toEqual([url]);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map(({ id, impact }) => `${id} (${impact})`)).toEqual([]);
  }
  expect(violations).toEqual([]);
});
