/** The middle value; for an even count, the mean of the two middles; NaN for no values. */
export function median(values: readonly number[]): number;
