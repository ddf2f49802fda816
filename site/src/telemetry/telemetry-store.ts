// The site's telemetry roll-ups in SQLite: each accepted beacon adds to its minute's rows (one
// per casino x remote x release), in one transaction of prepared statements. Storage is capped
// whatever is sent: minutes older than the retention are pruned (at most once a minute), a casino
// gets at most so many remote/release rows a minute, and past the row cap the oldest minutes go;
// what cannot be kept is dropped and counted.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { LOAD_FAILURE_REASONS, type Beacon, type LoadFailureReason } from './beacon';
import { rowDeltas } from './telemetry-counters';
import {
  COUNTER_COLUMNS,
  INP_COLUMNS,
  KEY_COLUMNS,
  LCP_COLUMNS,
  migrateTelemetry,
  TABLE,
} from './telemetry-schema';

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
  rows: number;
  /** events not stored since the store opened (a cap was reached) */
  dropped: number;
}

export interface TelemetryStore {
  /** Adds a beacon's events to the current minute; returns how many events were dropped. */
  record(casino: string, beacon: Beacon): number;
  totals(query: TotalsQuery): RollupTotals[];
  stats(): TelemetryStats;
  close(): void;
}

export const MINUTE_MS = 60_000;
const DEFAULTS = { retentionMinutes: 7 * 24 * 60, maxRows: 200_000, maxPairsPerMinute: 64 };

function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  migrateTelemetry(db);
  return db;
}

type SumRow = Record<string, string | number>;

function totalsOf(row: SumRow): RollupTotals {
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

/** Opens (creating the file and schema if missing) the telemetry store. */
export function openTelemetryStore(
  file: string,
  options: TelemetryStoreOptions = {},
): TelemetryStore {
  const now = options.now ?? Date.now;
  const { retentionMinutes, maxRows, maxPairsPerMinute } = { ...DEFAULTS, ...options };
  const db = openDatabase(file);
  const key = KEY_COLUMNS.map((column) => `${column} = ?`).join(' AND ');
  const update = db.prepare(
    `UPDATE ${TABLE} SET ${COUNTER_COLUMNS.map((c) => `${c} = ${c} + ?`).join(', ')} WHERE ${key}`,
  );
  const insert = db.prepare(
    `INSERT INTO ${TABLE} (${[...KEY_COLUMNS, ...COUNTER_COLUMNS].join(', ')})
     VALUES (${[...KEY_COLUMNS, ...COUNTER_COLUMNS].map(() => '?').join(', ')})`,
  );
  const countRows = db.prepare(`SELECT COUNT(*) FROM ${TABLE}`).pluck();
  const countPairs = db
    .prepare(`SELECT COUNT(*) FROM ${TABLE} WHERE minute = ? AND casino = ?`)
    .pluck();
  const pruneBefore = db.prepare(`DELETE FROM ${TABLE} WHERE minute < ?`);
  const pruneOldest = db.prepare(
    `DELETE FROM ${TABLE} WHERE minute = (SELECT MIN(minute) FROM ${TABLE}) AND minute < ?`,
  );
  const sums = db.prepare(
    `SELECT casino, remote, release, ${COUNTER_COLUMNS.map((c) => `SUM(${c}) AS ${c}`).join(', ')}
     FROM ${TABLE}
     WHERE minute >= @fromMinute AND minute <= @toMinute AND (@casino IS NULL OR casino = @casino)
     GROUP BY casino, remote, release
     ORDER BY casino, remote, release`,
  );

  let rows = Number(countRows.get());
  let dropped = 0;
  let prunedAt: number | undefined;

  /** Room for one more row, pruning minutes before this one if need be. */
  const roomForRow = (minute: number): boolean => {
    while (rows >= maxRows) {
      const removed = pruneOldest.run(minute).changes;
      if (removed === 0) return false;
      rows -= removed;
    }
    return true;
  };

  const write = db.transaction((minute: number, casino: string, beacon: Beacon): number => {
    let lost = 0;
    for (const delta of rowDeltas(beacon)) {
      const where = [minute, casino, delta.remote, delta.release];
      if (update.run(...delta.counters, ...where).changes > 0) continue;
      if (Number(countPairs.get(minute, casino)) >= maxPairsPerMinute || !roomForRow(minute)) {
        lost += delta.events;
        continue;
      }
      insert.run(...where, ...delta.counters);
      rows += 1;
    }
    return lost;
  });

  return {
    record(casino, beacon) {
      const minute = Math.floor(now() / MINUTE_MS);
      try {
        if (prunedAt !== minute) {
          rows -= pruneBefore.run(minute - retentionMinutes).changes;
          prunedAt = minute;
        }
        const lost = write(minute, casino, beacon);
        dropped += lost;
        return lost;
      } catch (error) {
        rows = Number(countRows.get()); // the transaction rolled back: recount
        throw error;
      }
    },
    totals(query) {
      const params = { ...query, casino: query.casino ?? null };
      return (sums.all(params) as SumRow[]).map(totalsOf);
    },
    stats: () => ({ rows, dropped }),
    close: () => db.close(),
  };
}
