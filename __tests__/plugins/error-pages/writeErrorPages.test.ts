/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ErrorPageWordsError,
  notFoundInEveryLanguage,
  removeErrorPages,
  writeErrorPages,
} from "../../../plugins/error-pages/writeErrorPages";
import { ERROR_STATUSES, statusKey } from "../../../plugins/error-pages/statuses";

const root = path.join(__dirname, "..", "..", "..");

let dir: string;
const publicDir = () => path.join(dir, "public");
const localesDir = () => path.join(dir, "locales");

/** A locale file with the words of every error status, `title (lng, status)`. */
function writeLocale(code: string, extra: Record<string, unknown> = {}) {
  const statuses = Object.fromEntries(
    ERROR_STATUSES.map((status) => [
      statusKey(status),
      { title: `Title ${code} ${status}`, text: `Text ${code} ${status}` },
    ]),
  );
  const words = {
    lang: { name: code, dir: code === "ar" ? "rtl" : "ltr" },
    site: { name: "Example & Co" },
    errorPages: { status: "Error {{status}}", home: `Home ${code}`, ...statuses },
    notFound: { title: `Lost ${code}`, text: `Not here ${code}`, home: `Home ${code}` },
    ...extra,
  };
  const file = path.join(localesDir(), code, "translations.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(words));
}

const options = (pathPrefix = "") => ({
  publicDir: publicDir(),
  localesDir: localesDir(),
  defaultLanguage: "en",
  logoFile: path.join(root, "src", "images", "logo.svg"),
  pathPrefix,
});
const write = () => writeErrorPages(options());
const page = (file: string) => fs.readFileSync(path.join(publicDir(), file), "utf8");

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "error-pages-"));
  writeLocale("en");
  writeLocale("ar");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the server's error pages", () => {
  it("are written for every status in every language, in that language's words and direction", () => {
    const written = write();
    expect(written).toHaveLength(2 * ERROR_STATUSES.length);
    const arabic = page("_errors/ar/429.html");
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("<h1>Title ar 429</h1>");
    expect(arabic).toContain('<p class="status">Error 429</p>');
    expect(arabic).toContain('<a href="/ar/">Home ar</a>');
    const english = page("_errors/en/400.html");
    expect(english).toContain('<a href="/">Home en</a>');
    // Words are text, never markup.
    expect(english).toContain("<title>Title en 400 – Example &amp; Co</title>");
  });

  it("under a path prefix, link home and to their icon inside it (GitHub Pages' one 404 page too)", () => {
    writeErrorPages(options("/website"));
    const notFound = notFoundInEveryLanguage(options("/website"));
    for (const html of [page("_errors/ar/503.html"), notFound]) {
      expect(html).toContain('<link rel="icon" href="/website/favicon.ico">');
      expect([...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/website\//)]),
      );
      expect(html).not.toMatch(/href="\/(?!website\/)/);
    }
  });

  it("go with the old build when a status or language is gone", () => {
    fs.mkdirSync(path.join(publicDir(), "_errors", "fr"), { recursive: true });
    fs.writeFileSync(path.join(publicDir(), "_errors", "fr", "418.html"), "old");
    write();
    expect(fs.existsSync(path.join(publicDir(), "_errors", "fr"))).toBe(false);
    // Before the next build, none are left for the steps that run before them.
    removeErrorPages(publicDir());
    expect(fs.existsSync(path.join(publicDir(), "_errors"))).toBe(false);
  });

  it("fail the build naming the file and the key a language lacks", () => {
    writeLocale("ar", { errorPages: { status: "Error {{status}}", home: "Home" } });
    expect(write).toThrow(ErrorPageWordsError);
    expect(write).toThrow(
      /locales\/ar\/translations\.json: "errorPages\.http400\.title" is missing/,
    );
  });
});
