// The site's shared state (site-store.ts) as tables, in both dialects. Times a person reads are
// kept as the ISO text given; times compared in queries are ms since the epoch. Never edit a
// released step: add one.
import type { Migration } from './migration';

/** Column types that differ between the dialects; everything else is written once. */
function stateSql(types: { id: string; ms: string }): string {
  return `
CREATE TABLE casinos (
  key TEXT PRIMARY KEY,
  generation INTEGER NOT NULL CHECK (generation >= 0)
);
CREATE TABLE casino_remotes (
  casino TEXT NOT NULL,
  remote TEXT NOT NULL,
  target TEXT NOT NULL,
  PRIMARY KEY (casino, remote)
);
CREATE TABLE canaries (
  casino TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT NOT NULL,
  percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 99),
  started_at TEXT NOT NULL,
  "by" TEXT NOT NULL,
  PRIMARY KEY (casino, remote)
);
CREATE TABLE audit (
  id ${types.id},
  casino TEXT NOT NULL,
  remote TEXT NOT NULL,
  action TEXT NOT NULL,
  "from" TEXT,
  "to" TEXT,
  "by" TEXT NOT NULL,
  at TEXT NOT NULL,
  generation INTEGER NOT NULL,
  percent INTEGER,
  reason TEXT,
  "until" TEXT
);
CREATE INDEX audit_casino_generation ON audit (casino, generation);
CREATE INDEX audit_casino_remote ON audit (casino, remote, id);
CREATE TABLE previews (
  id ${types.id},
  casino TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT NOT NULL,
  "until" TEXT NOT NULL,
  until_ms ${types.ms} NOT NULL,
  "by" TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX previews_until ON previews (until_ms);
CREATE TABLE secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE operators (
  name TEXT PRIMARY KEY,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('viewer', 'release_manager', 'admin')),
  created_at TEXT NOT NULL
);
CREATE TABLE ops_sessions (
  id_hash TEXT PRIMARY KEY,
  operator TEXT NOT NULL,
  csrf TEXT NOT NULL,
  expires_at ${types.ms} NOT NULL
);
CREATE INDEX ops_sessions_operator ON ops_sessions (operator);
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
}

/**
 * The console's own audit lines (a log-in and the address it came from, an operator changed: who),
 * a preview ended before its time, and the console's log-in attempts, counted where every site
 * process sees them.
 */
function consoleSql(types: { id: string; ms: string }): string {
  return `
ALTER TABLE audit ADD COLUMN subject TEXT;
ALTER TABLE audit ADD COLUMN address TEXT;
ALTER TABLE previews ADD COLUMN ended_at TEXT;
ALTER TABLE previews ADD COLUMN ended_by TEXT;
CREATE TABLE ops_login_attempts (
  id ${types.id},
  key TEXT NOT NULL,
  reservation TEXT NOT NULL,
  at_ms ${types.ms} NOT NULL
);
CREATE INDEX ops_login_attempts_key ON ops_login_attempts (key, at_ms);
CREATE INDEX ops_login_attempts_at ON ops_login_attempts (at_ms);
CREATE INDEX ops_login_attempts_reservation ON ops_login_attempts (reservation);
`;
}

export const STATE_MIGRATIONS: Migration[] = [
  {
    id: '001-state',
    sqlite: stateSql({ id: 'INTEGER PRIMARY KEY AUTOINCREMENT', ms: 'INTEGER' }),
    postgres: stateSql({ id: 'BIGSERIAL PRIMARY KEY', ms: 'BIGINT' }),
  },
  {
    id: '010-console',
    sqlite: consoleSql({ id: 'INTEGER PRIMARY KEY AUTOINCREMENT', ms: 'INTEGER' }),
    postgres: consoleSql({ id: 'BIGSERIAL PRIMARY KEY', ms: 'BIGINT' }),
  },
];
