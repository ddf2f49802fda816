// Brings a site database's schema up to date: each step (migration.ts) runs once, in id order,
// and is recorded in schema_migrations in the same transaction as its own statements, so a step
// is either applied and recorded or neither. Site processes starting together take turns: SQLite
// by BEGIN IMMEDIATE per step, PostgreSQL by an advisory lock held for the whole run.
import type Database from 'better-sqlite3';
import type { Pool, QueryConfig, QueryResult } from 'pg';
import type { Migration } from './migration';
import { discardTransaction } from './postgres-pool';

export type MigrationTarget = Database.Database | Pool;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  id TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL
)`;
/** Any fixed number: every site process takes the same lock. */
const POSTGRES_LOCK = 7_210_501_001;
/** A step may take longer than an ordinary query, waiting for the lock included. */
const POSTGRES_MIGRATION_TIMEOUT_MS = 120_000;

/** The steps in id order; two steps with one id are a mistake caught before anything runs. */
export function orderedMigrations(migrations: readonly Migration[]): Migration[] {
  const seen = new Set<string>();
  for (const migration of migrations) {
    if (!migration.id.trim()) throw new Error('a migration has an empty id');
    if (seen.has(migration.id)) throw new Error(`two migrations have the id ${migration.id}`);
    seen.add(migration.id);
  }
  return [...migrations].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Applies the steps not applied yet; resolves with their ids, in the order applied. */
export async function runMigrations(
  db: MigrationTarget,
  migrations: readonly Migration[],
): Promise<string[]> {
  const ordered = orderedMigrations(migrations);
  return 'pragma' in db ? runSqlite(db, ordered) : runPostgres(db, ordered);
}

function runSqlite(db: Database.Database, migrations: readonly Migration[]): string[] {
  db.exec(CREATE_TABLE);
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE id = ?');
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const applied: string[] = [];
  for (const migration of migrations) {
    const apply = db.transaction(() => {
      if (isApplied.get(migration.id)) return false;
      db.exec(migration.sqlite);
      record.run(migration.id, new Date().toISOString());
      return true;
    });
    if (apply.immediate()) applied.push(migration.id);
  }
  return applied;
}

async function runPostgres(pool: Pool, migrations: readonly Migration[]): Promise<string[]> {
  const client = await pool.connect();
  const query = (text: string, values?: unknown[]): Promise<QueryResult> => {
    const config: QueryConfig & { query_timeout: number } = {
      text,
      values,
      query_timeout: POSTGRES_MIGRATION_TIMEOUT_MS,
    };
    return client.query(config);
  };
  try {
    await query('BEGIN');
    await query(`SET LOCAL statement_timeout = ${POSTGRES_MIGRATION_TIMEOUT_MS}`);
    await query(`SELECT pg_advisory_xact_lock(${POSTGRES_LOCK})`);
    await query(CREATE_TABLE);
    const done = await query('SELECT id FROM schema_migrations');
    const doneIds = new Set(done.rows.map((row: { id: string }) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (doneIds.has(migration.id)) continue;
      await query(migration.postgres);
      await query('INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)', [
        migration.id,
        new Date().toISOString(),
      ]);
      applied.push(migration.id);
    }
    await query('COMMIT');
    client.release();
    return applied;
  } catch (error) {
    await discardTransaction(client, error);
    throw error;
  }
}
