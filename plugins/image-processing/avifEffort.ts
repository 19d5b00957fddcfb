/**
 * gatsby-plugin-sharp encodes AVIF at sharp's default effort (4): it passes only the quality. On
 * the product screens a lower effort takes a fraction of the CPU for somewhat larger files
 * (docs/PERFORMANCE.md has the figures), so the build gives sharp's `avif()` a default effort
 * instead.
 */

// internals: gatsby-plugin-sharp, sharp — avif() wrapped after a regex over process-file.js
/** The call in gatsby-plugin-sharp/process-file.js this default is written for. */
const AVIF_CALL =
  /\.avif\(\{\s*quality: transformArgs\.quality,\s*force: transformArgs\.toFormat === `avif`\s*\}\)/;

/**
 * Why the default no longer fits gatsby-plugin-sharp's encoder, or undefined when it does: the
 * call must still pass no effort of its own, or the default would silently stop mattering.
 */
export function staleAvifCall(processFileSource: string): string | undefined {
  return AVIF_CALL.test(processFileSource)
    ? undefined
    : "gatsby-plugin-sharp/process-file.js no longer calls .avif({ quality, force }) as expected";
}

type AvifOptions = { effort?: number; force?: boolean; [option: string]: unknown } | undefined;
type Avif = (this: unknown, options?: AvifOptions) => unknown;
export type SharpLike = { prototype: { avif: Avif } };

const ORIGINAL = Symbol.for("image-processing.avif");

/** Makes `effort` default to the given value in every `avif()` call of this sharp instance. */
export function setAvifDefaults(sharp: SharpLike, effort: number): void {
  if (!Number.isInteger(effort) || effort < 0 || effort > 9) {
    throw new Error(`image-processing: avifEffort must be an integer from 0 to 9, not ${effort}`);
  }
  const current = sharp.prototype.avif as Avif & { [ORIGINAL]?: Avif };
  // Gatsby can load the plugin twice in one process (develop restarts): always wrap the original.
  const original = current[ORIGINAL] ?? current;
  const withDefaults: Avif = function (this: unknown, options) {
    return original.call(this, { effort, ...options });
  };
  sharp.prototype.avif = Object.assign(withDefaults, { [ORIGINAL]: original });
}
