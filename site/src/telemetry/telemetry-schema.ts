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

/** The counters the table was made with (migration 002-telemetry): events, never changed. */
export const EVENT_COUNTER_COLUMNS: readonly string[] = [
  'loads',
  'load_failures',
  ...LOAD_FAILURE_REASONS.map((reason) => `failed_${reason}`),
  'errors',
  ...LCP_COLUMNS,
  ...INP_COLUMNS,
];

/**
 * Added by 003-telemetry-visits: the visits (page visits, by their beacon's visit id) first seen
 * on the row's remote and release that minute, and those of them with a failed load or an error
 * (each counted once, in the minute it first had one), whatever number of events they sent.
 */
export const VISIT_COUNTER_COLUMNS: readonly string[] = ['visits', 'failed_visits', 'error_visits'];

/** The summed columns, in the order of a row's counters (telemetry-counters.ts). */
export const COUNTER_COLUMNS: readonly string[] = [
  ...EVENT_COUNTER_COLUMNS,
  ...VISIT_COUNTER_COLUMNS,
];

/**
 * One row per casino x visit x remote x release the visit sent events for: what it has counted
 * already (so a visit counts once) and its events (capped per visit). Kept for a few hours after
 * the visit's last beacon (telemetry-store.ts).
 */
export const VISITS_TABLE = 'telemetry_visits';

/** Events not counted, per minute x casino x reason (DropReason in telemetry-store.ts). */
export const DROPS_TABLE = 'telemetry_drops';
