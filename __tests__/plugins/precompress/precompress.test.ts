/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { onCreateWebpackConfig, onPostBuild } from "../../../plugins/precompress/gatsby-node";
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

describe("the build's hooks", () => {
  type Done = (stats: { hasErrors(): boolean; compilation: unknown }) => void;

  /** Runs the plugin's webpack hook as webpack would once the browser bundles are done. */
  function finishCompilation(outputPath: string, failed: boolean, assets: string[]) {
    let done: Done | undefined;
    const setWebpackConfig = (config: { plugins: { apply(compiler: unknown): void }[] }) =>
      config.plugins[0]!.apply({
        outputPath,
        hooks: { done: { tap: (_: string, run: Done) => (done = run) } },
      });
    onCreateWebpackConfig!(
      { stage: "build-javascript", actions: { setWebpackConfig } } as never,
      {} as never,
      () => {},
    );
    done!({
      hasErrors: () => failed,
      compilation: { getAssets: () => assets.map((name) => ({ name })) },
    });
  }
  const postBuild = () =>
    Promise.resolve(
      onPostBuild!({ reporter: { info() {} } } as never, { rootDir: dir } as never, () => {}),
    );

  it("leaves a failed compilation's error to Gatsby: no ENOENT for the bundles it never wrote", async () => {
    write("public/index.html", `<p>hello</p>\n`.repeat(100));
    finishCompilation(path.join(dir, "public"), true, ["webpack-runtime-0123.js"]);
    await expect(postBuild()).resolves.toBeUndefined();
  });

  it("compresses the bundles of a compilation that succeeded", async () => {
    const bundle = write("public/app-0123.js", script);
    finishCompilation(path.join(dir, "public"), false, ["app-0123.js"]);
    await postBuild();
    expect(
      zlib.brotliDecompressSync(fs.readFileSync(`${bundle}.br`)).equals(fs.readFileSync(bundle)),
    ).toBe(true);
  });
});
