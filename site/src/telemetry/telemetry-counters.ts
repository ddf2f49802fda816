// A beacon's events as what they add to the roll-up rows: per remote and release, one number per
// counter column (telemetry-schema.ts), in that order, and how many events went into it.
import type { Beacon, TelemetryEvent } from './beacon';
import { COUNTER_COLUMNS, INP_COLUMNS, LCP_COLUMNS } from './telemetry-schema';
import { bucketOf, INP_BOUNDS, LCP_BOUNDS } from './vital-buckets';

export interface RowDelta {
  remote: string;
  release: string;
  /** one per COUNTER_COLUMNS */
  counters: number[];
  /** the events counted in it (what dropping the row drops) */
  events: number;
}

const column = (name: string) => COUNTER_COLUMNS.indexOf(name);
const LOADS = column('loads');
const LOAD_FAILURES = column('load_failures');
const ERRORS = column('errors');
const VISITS = column('visits');
const FAILED_VISITS = column('failed_visits');
const ERROR_VISITS = column('error_visits');
const LCP_FIRST = column(LCP_COLUMNS[0] ?? '');
const INP_FIRST = column(INP_COLUMNS[0] ?? '');

/** The counter columns an event adds one to (none: a CLS sample, which is not rolled up). */
export function columnsOf(event: TelemetryEvent): number[] {
  switch (event.type) {
    case 'load': {
      const columns = [LOADS];
      if (event.outcome === 'failed') columns.push(LOAD_FAILURES);
      if (event.reason) columns.push(column(`failed_${event.reason}`));
      return columns;
    }
    case 'error':
      return [ERRORS];
    case 'vital':
      if (event.name === 'LCP') return [LCP_FIRST + bucketOf(LCP_BOUNDS, event.value)];
      if (event.name === 'INP') return [INP_FIRST + bucketOf(INP_BOUNDS, event.value)];
      return [];
  }
}

/** The beacon's additions, one per remote and release it names, in the order first named. */
export function rowDeltas(beacon: Beacon): RowDelta[] {
  const rows = new Map<string, RowDelta>();
  for (const event of beacon.events) {
    const columns = columnsOf(event);
    if (columns.length === 0) continue;
    // a remote name has no space: the pair is one unambiguous key
    const key = `${event.remote} ${event.release}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        remote: event.remote,
        release: event.release,
        counters: COUNTER_COLUMNS.map(() => 0),
        events: 0,
      };
      rows.set(key, row);
    }
    for (const index of columns) row.counters[index] = (row.counters[index] ?? 0) + 1;
    row.events += 1;
  }
  return [...rows.values()];
}

/** What a row's events say of its visit: a failed load, an error. */
export const hasFailedLoad = (delta: RowDelta) => (delta.counters[LOAD_FAILURES] ?? 0) > 0;
export const hasError = (delta: RowDelta) => (delta.counters[ERRORS] ?? 0) > 0;

/** Sets the row's visit counters: a new visit of it, a visit's first failed load, first error. */
export function countVisitOn(
  delta: RowDelta,
  seen: { failed: boolean; errored: boolean } | undefined,
): void {
  delta.counters[VISITS] = seen ? 0 : 1;
  delta.counters[FAILED_VISITS] = hasFailedLoad(delta) && !seen?.failed ? 1 : 0;
  delta.counters[ERROR_VISITS] = hasError(delta) && !seen?.errored ? 1 : 0;
}
