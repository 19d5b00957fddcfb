// @ts-check
/**
 * The one statistics module of the suites and the bench. Plain JavaScript so that scripts run by
 * plain Node import it as well as TypeScript does.
 */

/**
 * The middle value; for an even count, the mean of the two middles. NaN for no values, so that
 * an empty series never passes for a measured zero.
 * @param {readonly number[]} values
 */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const upper = /** @type {number} */ (sorted[middle]);
  const lower = /** @type {number} */ (sorted[middle - 1]);
  return sorted.length % 2 ? upper : (lower + upper) / 2;
}
