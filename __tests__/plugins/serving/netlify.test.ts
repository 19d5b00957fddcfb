/** @jest-environment node */
import { renderNetlifyHeaders } from "../../../plugins/serving/netlifyFiles";
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

describe("Netlify's _headers", () => {
  const file = renderNetlifyHeaders(config);

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
