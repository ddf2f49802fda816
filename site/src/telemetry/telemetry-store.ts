// The site's telemetry roll-ups: each accepted beacon adds to its minute's rows (one per casino x
// remote x release), all of a beacon in one transaction. Storage is capped whatever is sent:
// minutes older than the retention are pruned (at most once a minute), a casino gets at most so
// many remote/release rows a minute, and past the row cap the oldest minutes go; what cannot be
// kept is dropped and counted. Two stores keep to this contract: SQLite (telemetry-sqlite.ts) and
// PostgreSQL (telemetry-postgres.ts), each on a database handle it is given and never closes.
import { LOAD_FAILURE_REASONS, type LoadFailureReason } from './beacon';
import type { Beacon } from './beacon';
import { INP_COLUMNS, LCP_COLUMNS } from './telemetry-schema';

export interface TelemetryStoreOptions {
  /** the clock, in ms since the epoch (tests) */
  now?: () => number;
  /** minutes kept (default 7 days) */
  retentionMinutes?: number;
  /** rows kept at most, all minutes together (default 200,000) */
  maxRows?: number;
  /** remote/release rows a casino gets in one minute (default 64) */
  maxPairsPerMinute?: number;
}

/** One casino x remote x release, summed over a range of minutes. */
export interface RollupTotals {
  casino: string;
  remote: string;
  release: string;
  loads: number;
  loadFailures: number;
  failuresByReason: Record<LoadFailureReason, number>;
  errors: number;
  /** counts per LCP_BOUNDS bucket, the overflow bucket last */
  lcpBuckets: number[];
  /** counts per INP_BOUNDS bucket, the overflow bucket last */
  inpBuckets: number[];
}

export interface TotalsQuery {
  casino?: string;
  /** first minute (ms since the epoch / 60,000), inclusive */
  fromMinute: number;
  /** last minute, inclusive */
  toMinute: number;
}

export interface TelemetryStats {
  /** rows in the table now (every process's) */
  rows: number;
  /** events this store did not keep since it opened (a cap was reached) */
  dropped: number;
}

export interface TelemetryStore {
  /** Adds a beacon's events to the current minute; resolves to how many events were dropped. */
  record(casino: string, beacon: Beacon): Promise<number>;
  /** Sums per casino, remote and release, sorted by them (byte order). */
  totals(query: TotalsQuery): Promise<RollupTotals[]>;
  stats(): Promise<TelemetryStats>;
  /**
   * Stops taking calls (they reject from then on) and waits for those under way. The database
   * handle is the caller's and stays open: its owner closes it, after this.
   */
  close(): Promise<void>;
}

export const MINUTE_MS = 60_000;

export type StoreSettings = Required<TelemetryStoreOptions>;

export function settingsOf(options: TelemetryStoreOptions): StoreSettings {
  return {
    now: Date.now,
    retentionMinutes: 7 * 24 * 60,
    maxRows: 200_000,
    maxPairsPerMinute: 64,
    ...options,
  };
}

/** A summed row as both databases answer it (PostgreSQL's sums of BIGINT come as strings). */
export type SumRow = Record<string, string | number | null>;

export function totalsOf(row: SumRow): RollupTotals {
  const count = (column: string) => Number(row[column] ?? 0);
  return {
    casino: String(row.casino),
    remote: String(row.remote),
    release: String(row.release),
    loads: count('loads'),
    loadFailures: count('load_failures'),
    failuresByReason: Object.fromEntries(
      LOAD_FAILURE_REASONS.map((reason) => [reason, count(`failed_${reason}`)]),
    ) as Record<LoadFailureReason, number>,
    errors: count('errors'),
    lcpBuckets: LCP_COLUMNS.map(count),
    inpBuckets: INP_COLUMNS.map(count),
  };
}

export class TelemetryStoreClosed extends Error {
  constructor() {
    super('the telemetry store is closed');
    this.name = 'TelemetryStoreClosed';
  }
}

/**
 * A store's calls, refused once it is closed, and its close, which waits for the calls under way
 * so that the handle's owner may close the handle right after.
 */
export function callGate() {
  let closed = false;
  const pending = new Set<Promise<unknown>>();
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      if (closed) return Promise.reject(new TelemetryStoreClosed());
      const call = work();
      const forget = (): void => void pending.delete(settled);
      const settled: Promise<void> = call.then(forget, forget);
      pending.add(settled);
      return call;
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all(pending);
    },
  };
}
