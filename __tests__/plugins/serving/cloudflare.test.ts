/** @jest-environment node */
import {
  cloudflareUrl,
  isIgnoredOnCloudflare,
  renderAssetsIgnore,
  renderHeadersFile,
  renderRedirectsFile,
} from "../../../plugins/serving/cloudflareFiles";
import {
  CLOUDFLARE_LIMITS,
  cloudflareLimitProblems,
} from "../../../plugins/serving/cloudflareLimits";
import type { ServingConfig } from "../../../plugins/serving/servingConfig";

const page = (file: string, url?: string) => ({ file, uris: [], csp: `csp of ${file}`, url });
const config: ServingConfig = {
  compilationHash: "abc123",
  pages: [
    page("index.html", "/"),
    page("es/privacy-policy/index.html", "/es/privacy-policy/"),
    page("404.html"),
    page("es/404.html"),
    page("es/404/index.html"),
    page("_errors/en/500.html"),
  ],
  notFound: [],
  errorPages: [],
  hashedBundles: ["/app-0123456789abcdef0123.js"],
};

/** The rules of a `_headers` file: pattern -> its lines. */
function rules(text: string): Map<string, string[]> {
  return new Map(
    text
      .split("\n\n")
      .filter((block) => block.startsWith("/"))
      .map((block) => {
        const [pattern, ...lines] = block.split("\n");
        return [pattern!, lines.map((line) => line.trim())];
      }),
  );
}

describe("Cloudflare's files", () => {
  it("serves an HTML file at the URL Cloudflare gives it", () => {
    expect(cloudflareUrl("index.html")).toBe("/");
    expect(cloudflareUrl("es/privacy-policy/index.html")).toBe("/es/privacy-policy/");
    expect(cloudflareUrl("es/404.html")).toBe("/es/404");
  });

  it("never sends a header twice: each rule detaches what it replaces", () => {
    const headers = rules(renderHeadersFile(config));
    const all = headers.get("/*")!;
    expect(all[0]).toBe("! Access-Control-Allow-Origin");
    expect(all).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(all.find((line) => line.startsWith("Content-Security-Policy:"))).toMatch(
      /^Content-Security-Policy: default-src 'none';.*; upgrade-insecure-requests$/,
    );
    for (const [pattern, lines] of headers) {
      if (pattern === "/*") continue;
      for (const line of lines.filter((entry) => !entry.startsWith("!"))) {
        const name = line.slice(0, line.indexOf(":"));
        expect([pattern, lines]).toEqual([pattern, expect.arrayContaining([`! ${name}`])]);
      }
    }
    expect(headers.get("/app-0123456789abcdef0123.js")).toEqual([
      "! Cache-Control",
      "Cache-Control: public, max-age=31536000, immutable",
    ]);
  });

  it("gives the pages and the not-found pages their own policy, the CMS its headers, nothing else a rule", () => {
    const headers = rules(renderHeadersFile(config));
    expect([...headers.keys()]).toEqual([
      "/*",
      "/admin/*",
      "/static/*",
      "/app-0123456789abcdef0123.js",
      "/",
      "/es/privacy-policy/",
      "/404",
      "/es/404",
    ]);
    expect(headers.get("/admin/*")).toContain("X-Robots-Tag: noindex, nofollow");
    expect(headers.get("/es/404")).toContain(
      "Content-Security-Policy: csp of es/404.html; upgrade-insecure-requests",
    );
  });

  it("redirects the other spellings of each page permanently, as nginx does", () => {
    const lines = renderRedirectsFile(config).split("\n").slice(1, -1);
    expect(lines).toEqual([
      "/index.html / 301",
      "/es/privacy-policy /es/privacy-policy/ 301",
      "/es/privacy-policy/index.html /es/privacy-policy/ 301",
    ]);
  });

  it("leaves out precompressed copies, nginx's error pages and the not-found folder copies", () => {
    const ignored = [
      "index.html.br",
      "app.js.gz",
      "_errors/en/500.html",
      "404/index.html",
      "es/404/index.html",
      "_headers",
      ".assetsignore",
    ];
    const kept = ["index.html", "404.html", "es/404.html", "page-data/es/404/page-data.json"];
    for (const file of ignored) expect(isIgnoredOnCloudflare(file)).toBe(true);
    for (const file of kept) expect(isIgnoredOnCloudflare(file)).toBe(false);
    const patterns = renderAssetsIgnore()
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(patterns).toEqual(["*.br", "*.gz", "/_errors/", "/404/", "/*/404/"]);
  });
});

describe("Cloudflare's limits", () => {
  const fits = { headers: "/*\n  X-A: b\n", redirects: "/a /b 301\n", files: [] };

  it("passes a build that fits", () => {
    expect(cloudflareLimitProblems(fits)).toEqual([]);
  });

  it("names the host, the file and the limit of each problem", () => {
    const headers = Array.from({ length: 101 }, (_, index) => `/page-${index}\n  X-A: b`).join(
      "\n\n",
    );
    const redirects = [
      ...Array.from({ length: 101 }, (_, index) => `/old-${index}/* /new/:splat 301`),
      `/long /${"x".repeat(2000)} 301`,
    ].join("\n");
    const files = [
      ...Array.from({ length: CLOUDFLARE_LIMITS.files }, (_, index) => ({
        file: `f${index}`,
        bytes: 1,
      })),
      { file: "video.mp4", bytes: 26 * 1024 * 1024 },
    ];
    expect(cloudflareLimitProblems({ headers, redirects, files })).toEqual([
      "public/_redirects:102 is 2011 characters long; Cloudflare Workers static assets ignore a line over 2000.",
      "public/_headers has 101 rules; Cloudflare Workers static assets apply the first 100 and drop the rest.",
      "public/_redirects has 1 static and 101 dynamic rules; Cloudflare Workers static assets take at most 2000 and 100.",
      "public/ would deploy 20001 files; Cloudflare Workers static assets take at most 20000 per version on the Free plan (100,000 on Paid).",
      "public/video.mp4 is 26.0 MiB; Cloudflare Workers static assets take files up to 25 MiB.",
    ]);
  });
});
