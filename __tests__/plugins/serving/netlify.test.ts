/** @jest-environment node */
import {
  renderNetlifyHeaders,
  renderNetlifyRedirects,
} from "../../../plugins/serving/netlifyFiles";
import type { ServingConfig } from "../../../plugins/serving/servingConfig";

const page = (file: string, uris: string[], url?: string) => ({
  file,
  uris,
  csp: `csp of ${file}`,
  url,
});
const config: ServingConfig = {
  compilationHash: "abc123",
  pages: [
    page("index.html", ["/", "/index.html"], "/"),
    page(
      "es/privacy-policy/index.html",
      ["/es/privacy-policy/", "/es/privacy-policy/index.html"],
      "/es/privacy-policy/",
    ),
    page("admin/index.html", ["/admin/", "/admin/index.html"], "/admin/"),
    page("404.html", ["/404.html"]),
    page("es/404.html", ["/es/404.html"]),
    page("es/404/index.html", ["/es/404/", "/es/404/index.html"]),
    page("_errors/en/500.html", ["/_errors/en/500.html"]),
  ],
  notFound: [
    { prefix: "", page: "/404.html" },
    { prefix: "/es", page: "/es/404.html" },
  ],
  errorPages: [],
  hashedBundles: ["/app-0123456789abcdef0123.js"],
};

/**
 * The headers Netlify sends for a path, by its documented rules: every rule whose pattern matches
 * (`*` matches anything, a trailing slash is optional) is merged in file order, the last value
 * of a header winning.
 */
function netlifyHeaders(file: string, path: string): Record<string, string> {
  const blocks = file.split("\n\n").filter((block) => block.startsWith("/"));
  const sent: Record<string, string> = {};
  for (const block of blocks) {
    const [pattern, ...lines] = block.split("\n");
    const regexp = pattern!.replace(/[.?+^$()[\]{}|\\]/g, "\\$&").replace(/\*/g, ".*");
    if (!new RegExp(`^${regexp.replace(/\/$/, "")}/?$`, "i").test(path)) continue;
    for (const line of lines) {
      const [name, value] = line.trim().split(/:\s(.*)/);
      sent[name!] = value!;
    }
  }
  return sent;
}

describe("Netlify's _headers", () => {
  const file = renderNetlifyHeaders(config);

  it("gives each page its own policy, under its URL and the file Netlify may match instead", () => {
    for (const path of ["/es/privacy-policy/", "/es/privacy-policy/index.html"]) {
      expect(netlifyHeaders(file, path)["Content-Security-Policy"]).toBe(
        "csp of es/privacy-policy/index.html; upgrade-insecure-requests",
      );
    }
    // A missing path is rewritten to its language's not-found page, matched on that page's path.
    expect(netlifyHeaders(file, "/es/404.html")["Content-Security-Policy"]).toBe(
      "csp of es/404.html; upgrade-insecure-requests",
    );
    expect(netlifyHeaders(file, "/robots.txt")["Content-Security-Policy"]).toMatch(
      /^default-src 'none';.*; upgrade-insecure-requests$/,
    );
  });

  it("sets Cache-Control on every answer, immutable only for hashed files", () => {
    const cache = (path: string) => netlifyHeaders(file, path)["Cache-Control"];
    for (const path of ["/", "/es/404.html", "/page-data/app-data.json", "/app-0123.js"]) {
      expect([path, cache(path)]).toEqual([path, "public, max-age=0, must-revalidate"]);
    }
    for (const path of ["/static/0a1b/photo.avif", "/app-0123456789abcdef0123.js"]) {
      expect([path, cache(path)]).toEqual([path, "public, max-age=31536000, immutable"]);
    }
  });

  it("sends the security headers and HSTS everywhere, the CMS's own values under /admin/", () => {
    const home = netlifyHeaders(file, "/");
    expect(home["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(home["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(home["X-Robots-Tag"]).toBeUndefined();
    const admin = netlifyHeaders(file, "/admin/");
    expect(admin["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(admin["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(admin["Content-Security-Policy"]).toBe(
      "csp of admin/index.html; upgrade-insecure-requests",
    );
  });

  it("writes nothing Netlify would drop or join: no detach lines, no header twice in a rule", () => {
    for (const block of file.split("\n\n").filter((text) => text.startsWith("/"))) {
      const names = block
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(":")[0]);
      expect(names.filter((name) => name!.startsWith("!"))).toEqual([]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe("Netlify's _redirects", () => {
  const lines = renderNetlifyRedirects(config).split("\n").slice(1, -1);

  it("redirects the index.html spelling of each page to its URL, forced past the file", () => {
    expect(lines).toContain("/index.html / 301!");
    expect(lines).toContain("/es/privacy-policy/index.html /es/privacy-policy/ 301!");
    // Netlify redirects the slashless spelling itself and matches a rule with or without its
    // trailing slash: a rule for it would send the page to itself.
    expect(lines.filter((line) => line.startsWith("/es/privacy-policy "))).toEqual([]);
  });

  it("answers a missing path with its language's not-found page and 404, the default last", () => {
    expect(lines.slice(-2)).toEqual(["/es/* /es/404.html 404", "/* /404.html 404"]);
  });

  it("makes the not-found pages and Netlify's own files 404s when asked for by name", () => {
    for (const line of [
      "/404 /404.html 404!",
      "/404.html /404.html 404!",
      "/es/404 /es/404.html 404!",
      "/es/404.html /es/404.html 404!",
      "/_headers /404.html 404!",
      "/_redirects /404.html 404!",
    ]) {
      expect(lines).toContain(line);
    }
  });
});
