// The telemetry roll-ups' columns: one row per minute x casino x remote x release, its counters
// and the LCP / INP histograms as one column per bucket (vital-buckets.ts), so a beacon adds to a
// row in one statement. The table is made from these lists (telemetry-migrations.ts); never
// change a released column (nor the bucket bounds, which old rows were counted with): add one.
import { LOAD_FAILURE_REASONS } from './beacon';
import { INP_BOUNDS, LCP_BOUNDS } from './vital-buckets';

export const TABLE = 'telemetry_minutes';

/** The key columns, in the primary key's order (minute first: ranges and pruning read it). */
export const KEY_COLUMNS = ['minute', 'casino', 'remote', 'release'] as const;

const bucketColumns = (prefix: string, bounds: readonly number[]) =>
  Array.from({ length: bounds.length + 1 }, (_, i) => `${prefix}_${i}`);

export const LCP_COLUMNS = bucketColumns('lcp', LCP_BOUNDS);
export const INP_COLUMNS = bucketColumns('inp', INP_BOUNDS);

/** The summed columns, in the order of a row's counters (telemetry-counters.ts). */
export const COUNTER_COLUMNS: readonly string[] = [
  'loads',
  'load_failures',
  ...LOAD_FAILURE_REASONS.map((reason) => `failed_${reason}`),
  'errors',
  ...LCP_COLUMNS,
  ...INP_COLUMNS,
];
