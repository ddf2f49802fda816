// The roll-up table in the site database, in both dialects, made from telemetry-schema.ts's
// column lists. IF NOT EXISTS: a site.db from before the shared database already has the table
// (same columns and key), which is then kept as it is. Never edit a released step: add one.
import type { Migration } from '../state/migration';
import { COUNTER_COLUMNS, KEY_COLUMNS, TABLE } from './telemetry-schema';

type Dialect = 'sqlite' | 'postgres';

/** BIGINT minutes in PostgreSQL: a range's open end is Number.MAX_SAFE_INTEGER. */
const KEY_TYPES: Record<(typeof KEY_COLUMNS)[number], Record<Dialect, string>> = {
  minute: { sqlite: 'INTEGER', postgres: 'BIGINT' },
  casino: { sqlite: 'TEXT', postgres: 'TEXT' },
  remote: { sqlite: 'TEXT', postgres: 'TEXT' },
  release: { sqlite: 'TEXT', postgres: 'TEXT' },
};
const COUNTER_TYPE: Record<Dialect, string> = { sqlite: 'INTEGER', postgres: 'BIGINT' };

/**
 * The table, keyed by minute x casino x remote x release: the key every write names (PostgreSQL's
 * INSERT ... ON CONFLICT needs it unique) and the order ranges and pruning read.
 */
export function createTableSql(dialect: Dialect): string {
  const columns = [
    ...KEY_COLUMNS.map((column) => `${column} ${KEY_TYPES[column][dialect]} NOT NULL`),
    ...COUNTER_COLUMNS.map((column) => `${column} ${COUNTER_TYPE[dialect]} NOT NULL DEFAULT 0`),
    `PRIMARY KEY (${KEY_COLUMNS.join(', ')})`,
  ];
  // SQLite: the key is the row (no second b-tree beside it)
  const suffix = dialect === 'sqlite' ? ' WITHOUT ROWID' : '';
  return `CREATE TABLE IF NOT EXISTS ${TABLE} (\n  ${columns.join(',\n  ')}\n)${suffix}`;
}

export const TELEMETRY_MIGRATIONS: Migration[] = [
  { id: '002-telemetry', sqlite: createTableSql('sqlite'), postgres: createTableSql('postgres') },
];
