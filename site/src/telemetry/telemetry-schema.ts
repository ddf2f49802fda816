// The telemetry database's schema: one row per minute x casino x remote x release, its counters
// and the LCP / INP histograms as one column per bucket (vital-buckets.ts), so a beacon adds to a
// row in one UPDATE. Migrations run once each, in order, recorded in PRAGMA user_version; never
// edit a released one (nor the bucket bounds, which old rows were counted with): add a new one.
import type Database from 'better-sqlite3';
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

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE ${TABLE} (
     minute INTEGER NOT NULL,
     casino TEXT NOT NULL,
     remote TEXT NOT NULL,
     release TEXT NOT NULL,
     ${COUNTER_COLUMNS.map((column) => `${column} INTEGER NOT NULL DEFAULT 0`).join(',\n     ')},
     PRIMARY KEY (minute, casino, remote, release)
   ) WITHOUT ROWID`,
];

/**
 * Bring the database's schema up to date, in one immediate transaction that reads the version
 * inside it: the site and the health command may open the same file at once.
 */
export function migrateTelemetry(db: Database.Database): void {
  db.transaction(() => {
    const version = Number(db.pragma('user_version', { simple: true }));
    MIGRATIONS.slice(version).forEach((sql) => db.exec(sql));
    if (version < MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}
