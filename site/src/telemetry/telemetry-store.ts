// The site's telemetry roll-ups: each accepted beacon adds to its minute's rows (one per casino x
// remote x release), all of a beacon in one transaction: its events, and its visit counted once
// per row however many beacons it sends (telemetry-visits.ts). Storage is capped whatever is
// sent: minutes older than the retention are pruned (at most once a minute), a visit's events
// are capped, a casino gets at most so many remote/release rows a minute, and past the row caps
// the oldest minutes go; what cannot be kept is dropped and counted, per reason, in the database
// (the health command shows it). Two stores keep to this contract: SQLite (telemetry-sqlite.ts)
// and PostgreSQL (telemetry-postgres.ts), each on a database handle it is given and never closes.
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
  /** events counted of one visit (default 250; an honest page sends one load a remote, a
   * hundred errors at most, and its vitals) */
  maxEventsPerVisit?: number;
  /** minutes a visit is remembered after its last beacon (default 6 hours): a visit back after
   * that counts again */
  visitRetentionMinutes?: number;
  /** visit rows kept at most (default 200,000) */
  maxVisitRows?: number;
}

/**
 * Why events were not counted: a release the casino neither runs nor canaries, a beacon from a
 * preview link's browser (telemetry-route.ts), past the visit's cap, past a storage cap.
 */
export type DropReason = 'unknown_release' | 'preview' | 'visit_cap' | 'store_cap';
export const DROP_REASONS: readonly DropReason[] = [
  'unknown_release',
  'preview',
  'visit_cap',
  'store_cap',
];
export type DropCounts = Partial<Record<DropReason, number>>;

/** One casino's dropped events of one reason, summed over a range of minutes. */
export interface DropTotals {
  casino: string;
  reason: DropReason;
  events: number;
}

/** One casino x remote x release, summed over a range of minutes. */
export interface RollupTotals {
  casino: string;
  remote: string;
  release: string;
  loads: number;
  /** visits (by visit id), and those with a failed load, with an error: each counted once */
  visits: number;
  failedVisits: number;
  errorVisits: number;
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
  /**
   * Adds a beacon's events to the current minute, with `dropped` the events its caller took out
   * of it (counted with the store's own); resolves to how many events the store dropped.
   */
  record(casino: string, beacon: Beacon, dropped?: DropCounts): Promise<number>;
  /** Sums per casino, remote and release, sorted by them (byte order). */
  totals(query: TotalsQuery): Promise<RollupTotals[]>;
  /** The events dropped per casino and reason, sorted by them. */
  drops(query: TotalsQuery): Promise<DropTotals[]>;
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
    maxEventsPerVisit: 250,
    visitRetentionMinutes: 6 * 60,
    maxVisitRows: 200_000,
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
    visits: count('visits'),
    failedVisits: count('failed_visits'),
    errorVisits: count('error_visits'),
    loadFailures: count('load_failures'),
    failuresByReason: Object.fromEntries(
      LOAD_FAILURE_REASONS.map((reason) => [reason, count(`failed_${reason}`)]),
    ) as Record<LoadFailureReason, number>,
    errors: count('errors'),
    lcpBuckets: LCP_COLUMNS.map(count),
    inpBuckets: INP_COLUMNS.map(count),
  };
}

export function dropTotalsOf(row: SumRow): DropTotals {
  return {
    casino: String(row.casino),
    reason: String(row.reason) as DropReason,
    events: Number(row.events ?? 0),
  };
}

/** The store's drops and its caller's, per reason, those of at least one event. */
export function dropEntries(dropped: DropCounts): [DropReason, number][] {
  return DROP_REASONS.flatMap((reason) => {
    const events = dropped[reason] ?? 0;
    return events > 0 ? [[reason, events] as [DropReason, number]] : [];
  });
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
