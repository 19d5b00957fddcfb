import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { ADMIN_FOLDER } from "../shared/adminFolder";

/**
 * Node-only, build time. Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9)
 * beside every text file of a built site, so nginx's brotli_static/gzip_static send them as they
 * are instead of compressing every request (see deploy/nginx/site.conf).
 */

/** Formats that compress well and that a browser asks for with Accept-Encoding. */
export const TEXT_EXTENSIONS: ReadonlySet<string> = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
  ".map",
]);

type Encoding = {
  suffix: ".br" | ".gz";
  compress(data: Buffer): Promise<Buffer>;
  decompress(data: Buffer): Buffer;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const ENCODINGS: readonly Encoding[] = [
  {
    suffix: ".br",
    compress: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    decompress: (data) => zlib.brotliDecompressSync(data),
  },
  {
    suffix: ".gz",
    compress: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    decompress: (data) => zlib.gunzipSync(data),
  },
];

/**
 * The CMS (plugins/cms) is left to the server's own compression: its 2 MB bundle alone took
 * 5.7 s at brotli's quality 11 (measured 2026-11-25), for a page only editors open.
 */
export const NOT_PRECOMPRESSED = ADMIN_FOLDER;

/** Every file under `dir`, dot-folders included (`.well-known/`), but the CMS's. */
function filesUnder(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return path.relative(root, full) === NOT_PRECOMPRESSED ? [] : filesUnder(full, root);
    }
    return [full];
  });
}

const isText = (file: string) => TEXT_EXTENSIONS.has(path.extname(file).toLowerCase());

/** An existing copy that still decompresses to exactly `data` need not be written again. */
function upToDate(target: string, data: Buffer, encoding: Encoding): boolean {
  if (!fs.existsSync(target)) return false;
  try {
    return encoding.decompress(fs.readFileSync(target)).equals(data);
  } catch {
    return false;
  }
}

export type PrecompressResult = { written: number; unchanged: number; removed: number };

const emptyResult = (): PrecompressResult => ({ written: 0, unchanged: 0, removed: 0 });

/**
 * Both encodings of the given text files (on libuv's thread pool, so both cores work). A copy
 * whose content matches is kept, and a copy that would not be smaller than its file is not written
 * (nginx then falls back to the file).
 */
export async function precompressFiles(files: readonly string[]): Promise<PrecompressResult> {
  const result = emptyResult();
  await Promise.all(
    files.filter(isText).flatMap((file) => {
      const data = fs.readFileSync(file);
      return ENCODINGS.map(async (encoding) => {
        const target = file + encoding.suffix;
        if (upToDate(target, data, encoding)) {
          result.unchanged += 1;
          return;
        }
        const compressed = await encoding.compress(data);
        if (compressed.length < data.length) {
          fs.writeFileSync(target, compressed);
          result.written += 1;
        } else if (fs.existsSync(target)) {
          fs.rmSync(target);
          result.removed += 1;
        }
      });
    }),
  );
  return result;
}

/**
 * Compresses every text file of `dir` in both encodings. Idempotent: besides what
 * `precompressFiles` keeps, a copy whose file is gone is removed.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const files = filesUnder(dir);
  let stale = 0;
  for (const file of files) {
    const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
    const source = encoding ? file.slice(0, -encoding.suffix.length) : "";
    if (encoding && isText(source) && !fs.existsSync(source)) {
      fs.rmSync(file);
      stale += 1;
    }
  }
  const result = await precompressFiles(files);
  return { ...result, removed: result.removed + stale };
}

/** `precompressDirectory`, with a line in the build log. */
export async function precompressPublic(
  publicDir: string,
  reporter: { info(message: string): void },
): Promise<void> {
  const started = Date.now();
  const { written, unchanged, removed } = await precompressDirectory(publicDir);
  reporter.info(
    `Precompressed (brotli, gzip): ${written} written, ${unchanged} unchanged, ${removed} removed in ${Date.now() - started} ms`,
  );
}
