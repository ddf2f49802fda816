// The telemetry tables in the site database, in both dialects, made from telemetry-schema.ts's
// column lists. IF NOT EXISTS: a site.db from before the shared database already has the roll-up
// table (same columns and key), which is then kept as it is. Never edit a released step: add one.
import type { Migration } from '../state/migration';
import {
  DROPS_TABLE,
  EVENT_COUNTER_COLUMNS,
  KEY_COLUMNS,
  TABLE,
  VISIT_COUNTER_COLUMNS,
  VISITS_TABLE,
} from './telemetry-schema';

type Dialect = 'sqlite' | 'postgres';

/** BIGINT minutes in PostgreSQL: a range's open end is Number.MAX_SAFE_INTEGER. */
const KEY_TYPES: Record<(typeof KEY_COLUMNS)[number], Record<Dialect, string>> = {
  minute: { sqlite: 'INTEGER', postgres: 'BIGINT' },
  casino: { sqlite: 'TEXT', postgres: 'TEXT' },
  remote: { sqlite: 'TEXT', postgres: 'TEXT' },
  release: { sqlite: 'TEXT', postgres: 'TEXT' },
};
const COUNTER_TYPE: Record<Dialect, string> = { sqlite: 'INTEGER', postgres: 'BIGINT' };
// SQLite: the key is the row (no second b-tree beside it)
const KEYED: Record<Dialect, string> = { sqlite: ' WITHOUT ROWID', postgres: '' };

/**
 * The table, keyed by minute x casino x remote x release: the key every write names (PostgreSQL's
 * INSERT ... ON CONFLICT needs it unique) and the order ranges and pruning read. Made with the
 * counters of its first release (EVENT_COUNTER_COLUMNS); later ones are added by later steps.
 */
export function createTableSql(dialect: Dialect): string {
  const columns = [
    ...KEY_COLUMNS.map((column) => `${column} ${KEY_TYPES[column][dialect]} NOT NULL`),
    ...EVENT_COUNTER_COLUMNS.map(
      (column) => `${column} ${COUNTER_TYPE[dialect]} NOT NULL DEFAULT 0`,
    ),
    `PRIMARY KEY (${KEY_COLUMNS.join(', ')})`,
  ];
  return `CREATE TABLE IF NOT EXISTS ${TABLE} (\n  ${columns.join(',\n  ')}\n)${KEYED[dialect]}`;
}

/**
 * The per-visit counting (telemetry-visits.ts): the roll-up's visit counters, the visits seen
 * lately (pruned by their last minute, hence its index) and the events dropped, per reason.
 */
export function visitsSql(dialect: Dialect): string {
  const int = COUNTER_TYPE[dialect];
  const minute = KEY_TYPES.minute[dialect];
  // PostgreSQL's IF NOT EXISTS makes the step safe to repeat; SQLite's steps run once each
  const ifNew = dialect === 'postgres' ? 'IF NOT EXISTS ' : '';
  return [
    ...VISIT_COUNTER_COLUMNS.map(
      (column) => `ALTER TABLE ${TABLE} ADD COLUMN ${ifNew}${column} ${int} NOT NULL DEFAULT 0;`,
    ),
    `CREATE TABLE IF NOT EXISTS ${VISITS_TABLE} (
  casino TEXT NOT NULL,
  visit TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT NOT NULL,
  minute ${minute} NOT NULL,
  events ${int} NOT NULL DEFAULT 0,
  failed ${int} NOT NULL DEFAULT 0,
  errored ${int} NOT NULL DEFAULT 0,
  PRIMARY KEY (casino, visit, remote, release)
)${KEYED[dialect]};`,
    `CREATE INDEX IF NOT EXISTS ${VISITS_TABLE}_minute ON ${VISITS_TABLE} (minute);`,
    `CREATE TABLE IF NOT EXISTS ${DROPS_TABLE} (
  minute ${minute} NOT NULL,
  casino TEXT NOT NULL,
  reason TEXT NOT NULL,
  events ${int} NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, casino, reason)
)${KEYED[dialect]};`,
  ].join('\n');
}

export const TELEMETRY_MIGRATIONS: Migration[] = [
  { id: '002-telemetry', sqlite: createTableSql('sqlite'), postgres: createTableSql('postgres') },
  { id: '003-telemetry-visits', sqlite: visitsSql('sqlite'), postgres: visitsSql('postgres') },
];
