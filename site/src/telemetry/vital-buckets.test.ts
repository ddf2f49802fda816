import { bucketOf, INP_BOUNDS, LCP_BOUNDS, p75FromBuckets } from './vital-buckets';

const BOUNDS = [100, 200, 400];
const histogram = (values: number[]) => {
  const counts = [0, 0, 0, 0];
  for (const value of values) {
    const bucket = bucketOf(BOUNDS, value);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
};

it('puts a value in the first bucket whose bound it does not pass, else the overflow', () => {
  expect([0, 100, 100.5, 200, 399, 400, 401].map((v) => bucketOf(BOUNDS, v))).toEqual([
    0, 0, 1, 1, 2, 2, 3,
  ]);
});

it('keeps the web-vitals thresholds as bounds, in rising order', () => {
  expect(LCP_BOUNDS).toEqual(expect.arrayContaining([2500, 4000]));
  expect(INP_BOUNDS).toEqual(expect.arrayContaining([200, 500]));
  for (const bounds of [LCP_BOUNDS, INP_BOUNDS]) {
    expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
  }
});

it('has no p75 without samples', () => {
  expect(p75FromBuckets(BOUNDS, [0, 0, 0, 0])).toBeNull();
  expect(p75FromBuckets(BOUNDS, [])).toBeNull();
});

it('interpolates p75 inside the bucket that holds it', () => {
  // 4 samples in (100, 200]: the 3rd of 4 is three quarters of the way
  expect(p75FromBuckets(BOUNDS, histogram([150, 150, 150, 150]))).toBe(175);
  // 1 in the first bucket, 3 in (200, 400]: rank 3 is the 2nd of 3 there
  expect(p75FromBuckets(BOUNDS, histogram([50, 300, 300, 300]))).toBe(333);
  // rank 0.75 in the first bucket, from 0
  expect(p75FromBuckets(BOUNDS, histogram([10]))).toBe(75);
  // 3 of 4 at most 100: exactly the bound
  expect(p75FromBuckets(BOUNDS, histogram([10, 20, 30, 390]))).toBe(100);
});

it('reads p75 in the overflow bucket as its lower bound', () => {
  expect(p75FromBuckets(BOUNDS, histogram([500, 900, 90_000]))).toBe(400);
});
