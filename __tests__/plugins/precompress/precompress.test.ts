/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompressDirectory, precompressFiles } from "../../../plugins/precompress/precompress";

let dir: string;
const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
};
const script = "export const greeting = 'hello';\n".repeat(200);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("precompressDirectory", () => {
  it("writes brotli and gzip copies that decompress to each text file, dot-folders included", async () => {
    const files = [write("app-0123.js", script), write(".well-known/security.txt", script)];
    await precompressDirectory(dir);
    for (const file of files) {
      const original = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(original)).toBe(true);
      expect(fs.statSync(`${file}.br`).size).toBeLessThan(fs.statSync(`${file}.gz`).size);
    }
  });

  it("leaves binary files and files that would not shrink alone", async () => {
    write("image.png", Buffer.alloc(4096, 7));
    write("robots.txt", "User-agent: *\n");
    await precompressDirectory(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(["image.png", "robots.txt"]);
  });

  it("compresses again only what changed, and removes copies whose file is gone", async () => {
    const kept = write("kept.css", `body{color:red}\n`.repeat(100));
    const changed = write("page/index.html", `<p>old</p>\n`.repeat(100));
    const gone = write("gone.json", JSON.stringify(Array(200).fill("x")));
    expect(await precompressDirectory(dir)).toEqual({ written: 6, unchanged: 0, removed: 0 });

    fs.writeFileSync(changed, `<p>new</p>\n`.repeat(100));
    fs.rmSync(gone);
    expect(await precompressDirectory(dir)).toEqual({ written: 2, unchanged: 2, removed: 2 });
    expect(zlib.gunzipSync(fs.readFileSync(`${changed}.gz`)).toString()).toContain("new");
    expect(fs.existsSync(`${gone}.br`)).toBe(false);
    expect(fs.existsSync(`${kept}.br`)).toBe(true);
  });
});

describe("precompressFiles (the bundles, compressed while Gatsby is still building)", () => {
  it("compresses only the files given, and the pass over the whole build keeps those copies", async () => {
    const bundle = write("app-0123.js", script);
    const page = write("index.html", `<p>hello</p>\n`.repeat(100));
    expect(await precompressFiles([bundle])).toEqual({ written: 2, unchanged: 0, removed: 0 });
    expect(fs.existsSync(`${page}.br`)).toBe(false);
    const early = fs.statSync(`${bundle}.br`).mtimeMs;

    expect(await precompressDirectory(dir)).toEqual({ written: 2, unchanged: 2, removed: 0 });
    expect(fs.statSync(`${bundle}.br`).mtimeMs).toBe(early);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`)).toString()).toContain("hello");
  });
});
