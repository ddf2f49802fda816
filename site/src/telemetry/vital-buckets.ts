// The fixed histogram buckets of the web vitals the site rolls up, and p75 read from them.
// A bucket i holds the values v with bounds[i-1] < v <= bounds[i] (the first from 0); one more,
// the overflow bucket, holds those above the last bound. The bounds include the web-vitals
// thresholds (LCP 2500 / 4000 ms, INP 200 / 500 ms), so "is p75 good" is read exactly there.

/** LCP bucket upper bounds, in ms (then the overflow bucket, above 20 s). */
export const LCP_BOUNDS: readonly number[] = [
  100, 250, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 20_000,
];

/** INP bucket upper bounds, in ms (then the overflow bucket, above 5 s). */
export const INP_BOUNDS: readonly number[] = [
  16, 50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000,
];

/** The bucket a value falls in: 0 .. bounds.length (the overflow bucket). */
export function bucketOf(bounds: readonly number[], value: number): number {
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The 75th percentile of a histogram (counts per bucket, bounds.length + 1 of them), or null
 * without samples. Interpolated linearly inside the bucket that holds it (values assumed spread
 * evenly across the bucket), rounded to whole ms; in the overflow bucket, which has no upper
 * bound, it is that bucket's lower bound (the last bound: "at least this").
 */
export function p75FromBuckets(
  bounds: readonly number[],
  counts: readonly number[],
): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const rank = 0.75 * total;
  let below = 0;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i] ?? 0;
    if (count > 0 && below + count >= rank) {
      const lower = i === 0 ? 0 : (bounds[i - 1] ?? 0);
      const upper = bounds[i];
      if (upper === undefined) return lower;
      return Math.round(lower + ((upper - lower) * (rank - below)) / count);
    }
    below += count;
  }
  return bounds.at(-1) ?? null;
}
