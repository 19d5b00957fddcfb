/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ERROR_STATUSES } from "../../../plugins/error-pages/statuses";
import { renderNginxErrors } from "../../../plugins/serving/nginxErrors";
import { renderNginxMaps } from "../../../plugins/serving/nginxMaps";
import { ServingConfigError } from "../../../plugins/serving/nginxValues";
import { readServingConfig } from "../../../plugins/serving/servingConfig";

let dir: string;
const write = (name: string, content = "<!doctype html><html><body></body></html>") => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A built site in two languages: two pages each, the not-found pages, the error pages. */
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serving-config-"));
  write("page-data/app-data.json", JSON.stringify({ webpackCompilationHash: "abc123" }));
  write("app-0123456789abcdef0123.js", "");
  for (const prefix of ["", "es/"]) {
    write(`${prefix}index.html`);
    write(`${prefix}privacy-policy/index.html`);
    write(`${prefix}404.html`);
    write(`${prefix}404/index.html`);
  }
  for (const language of ["en", "es"]) {
    for (const status of ERROR_STATUSES) write(`_errors/${language}/${status}.html`);
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = () => readServingConfig(dir, ["en", "es"], "en");

describe("the serving configuration", () => {
  it("gives each page of the site one URL; not-found and error pages have none", () => {
    const urls = read()
      .pages.filter((page) => page.url !== undefined)
      .map((page) => [page.file, page.url]);
    expect(urls).toEqual([
      ["es/index.html", "/es/"],
      ["es/privacy-policy/index.html", "/es/privacy-policy/"],
      ["index.html", "/"],
      ["privacy-policy/index.html", "/privacy-policy/"],
    ]);
  });

  it("redirects every other spelling of a page to its URL, and nothing else", () => {
    const maps = renderNginxMaps(read());
    const pageUrls = /map \$uri \$page_url \{([\s\S]*?)\}/.exec(maps)?.[1] ?? "";
    expect(pageUrls).toContain('"/es/privacy-policy/index.html" "/es/privacy-policy/";');
    expect(pageUrls).toContain('"/privacy-policy/" "/privacy-policy/";');
    expect(pageUrls).not.toMatch(/404|_errors/);
    // The page's own path as sent answers; any other (compared byte for byte) redirects.
    const canonical = /\$canonical_redirect \{([\s\S]*?)\}/.exec(maps)?.[1] ?? "";
    const [same, other] = [...canonical.matchAll(/"~([^"]+)"/g)].map(([, regex]) => regex);
    expect(new RegExp(same as string).test("/es/ /es/")).toBe(true);
    expect(new RegExp(same as string).test("/es/ /%65s/")).toBe(false);
    expect(new RegExp(other as string).exec("/es/ //es/")?.groups?.url).toBe("/es/");
  });

  it("says Vary: Accept-Encoding for every negotiable type, on files rather than redirects", () => {
    const maps = renderNginxMaps(read());
    // The key nginx matches, "$status $uri" (nginx's PCRE and JavaScript agree on this one).
    const vary = new RegExp(/"~([^"]+)" "Accept-Encoding"/.exec(maps)?.[1] ?? "");
    for (const answer of [
      "200 /robots.txt",
      "304 /app.js",
      "404 /404.html",
      "429 /_errors/en/429.html",
    ]) {
      expect(vary.test(answer)).toBe(true);
    }
    for (const answer of ["200 /og-image.png", "301 /index.html", "200 /static/a.avif"]) {
      expect(vary.test(answer)).toBe(false);
    }
  });

  it("points nginx at the error page of every status, in the language of the path", () => {
    const config = read();
    const errors = renderNginxErrors(config);
    for (const status of ERROR_STATUSES) {
      expect(errors).toContain(`error_page ${status} $error_pages/${status}.html;`);
    }
    expect(errors).toContain("error_page 494 =400 $error_pages/400.html;");
    const maps = renderNginxMaps(config);
    expect(maps).toMatch(
      /map \$uri \$error_pages \{\s+default "\/_errors\/en";\s+"~\^\/es\/" "\/_errors\/es";/,
    );
  });

  it("fails the build when a language lacks an error page", () => {
    fs.rmSync(path.join(dir, "_errors", "es", "429.html"));
    expect(read).toThrow(ServingConfigError);
    expect(read).toThrow("public/_errors/es/429.html is missing");
  });
});
