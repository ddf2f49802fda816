import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { canonicalEmail } from '../people/canonical-email';
import { MIGRATIONS, type Migration } from './migrations';

export type Db = Database.Database;

/** Open (creating the folder and file if needed) and migrate the SQLite database. */
export function openDatabase(file: string, migrations: Migration[] = MIGRATIONS): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // the person of an e-mail, for the migrations and queries that match people
  db.function('canonical_email', { deterministic: true }, (email: unknown) =>
    typeof email === 'string' ? canonicalEmail(email) : null,
  );
  migrate(db, migrations);
  return db;
}

/** Apply pending migrations in version order; returns the versions applied. */
export function migrate(db: Db, migrations: Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (r) => r.version,
    ),
  );
  const applied: number[] = [];
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, new Date().toISOString());
    })();
    applied.push(m.version);
  }
  return applied;
}
