/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  setAvifDefaults,
  staleAvifCall,
  type SharpLike,
} from "../../../plugins/image-processing/avifEffort";

const processFile = path.join(
  path.dirname(require.resolve("gatsby-plugin-sharp/package.json")),
  "process-file.js",
);

/** A stand-in for sharp's class that records what `avif()` was given. */
function fakeSharp() {
  const calls: unknown[] = [];
  class Fake {
    avif(options?: unknown) {
      calls.push(options);
      return this;
    }
  }
  return { Fake: Fake as unknown as SharpLike & (new () => Fake), calls };
}

describe("AVIF effort default", () => {
  it("fits the installed gatsby-plugin-sharp's encoder call", () => {
    expect(staleAvifCall(fs.readFileSync(processFile, "utf8"))).toBeUndefined();
  });

  it("is refused when gatsby-plugin-sharp passes an effort of its own or changes the call", () => {
    const source = fs.readFileSync(processFile, "utf8");
    const withEffort = source.replace(
      "quality: transformArgs.quality,\n        force: transformArgs.toFormat === `avif`",
      "quality: transformArgs.quality,\n        effort: transformArgs.effort,\n        force: transformArgs.toFormat === `avif`",
    );
    expect(withEffort).not.toBe(source);
    expect(staleAvifCall(withEffort)).toMatch(/no longer calls \.avif/);
    expect(staleAvifCall(source.replace(/\.avif\(/g, ".heif("))).toMatch(/no longer calls/);
  });

  it("fills in the effort, keeps an explicit one, wraps the original once if installed again", () => {
    const { Fake, calls } = fakeSharp();
    setAvifDefaults(Fake, 2);
    setAvifDefaults(Fake, 1);
    new Fake().avif({ quality: 55, force: true });
    new Fake().avif({ effort: 6 });
    expect(calls).toEqual([{ effort: 1, quality: 55, force: true }, { effort: 6 }]);
    expect(() => setAvifDefaults(Fake, 10)).toThrow(/integer from 0 to 9/);
    expect(() => setAvifDefaults(Fake, 1.5)).toThrow(/integer from 0 to 9/);
  });

  it("reaches sharp's encoder: the files equal an explicit effort's, not the default's", async () => {
    const source = sharp({
      create: { width: 96, height: 64, channels: 3, background: "#3366aa" },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64">' +
              '<text x="4" y="40" font-size="28" fill="#fff">Ab1</text></svg>',
          ),
        },
      ])
      .png();
    const png = await source.toBuffer();
    const encode = (options: object) => sharp(png).avif(options).toBuffer();
    const explicitLow = await encode({ quality: 55, effort: 0 });
    const defaultEffort = await encode({ quality: 55 });
    expect(explicitLow.equals(defaultEffort)).toBe(false);
    const original = sharp.prototype.avif;
    try {
      setAvifDefaults(sharp as unknown as SharpLike, 0);
      expect((await encode({ quality: 55 })).equals(explicitLow)).toBe(true);
    } finally {
      sharp.prototype.avif = original;
    }
  });
});
