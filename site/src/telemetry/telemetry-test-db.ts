// For the tests: a SQLite database (in memory unless a file is named) with the roll-up table,
// made as the site database makes it (TELEMETRY_MIGRATIONS), and the store on it.
import Database from 'better-sqlite3';
import { TELEMETRY_MIGRATIONS } from './telemetry-migrations';
import { openSqliteTelemetry } from './telemetry-sqlite';
import type { TelemetryStore, TelemetryStoreOptions } from './telemetry-store';

export function migratedSqlite(file = ':memory:'): Database.Database {
  const db = new Database(file);
  TELEMETRY_MIGRATIONS.forEach((migration) => db.exec(migration.sqlite));
  return db;
}

/** A store on a database of its own; `end` closes both. */
export function memoryTelemetry(options: TelemetryStoreOptions = {}): {
  db: Database.Database;
  store: TelemetryStore;
  end: () => Promise<void>;
} {
  const db = migratedSqlite();
  const store = openSqliteTelemetry(db, options);
  return {
    db,
    store,
    end: async () => {
      await store.close();
      if (db.open) db.close();
    },
  };
}
