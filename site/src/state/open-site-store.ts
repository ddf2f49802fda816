// Opens the site's store: PostgreSQL when a database URL is given (every site process in front of
// the casinos shares it), else the SQLite file. Brings the schema up to date (the state's steps
// and those of other modules on the same database) and imports a pre-database site's files once.
import type Database from 'better-sqlite3';
import type { Pool } from 'pg';
import { importLegacyOnce, type LegacyFiles } from './legacy-import';
import type { Migration } from './migration';
import { createPool } from './postgres-pool';
import { PostgresSiteStore } from './postgres-site-store';
import { runMigrations } from './run-migrations';
import type { SiteStore } from './site-store';
import { openSqliteDatabase, SqliteSiteStore } from './sqlite-site-store';
import { STATE_MIGRATIONS } from './state-migrations';

export interface OpenSiteStoreOptions {
  /** postgres://…: PostgreSQL instead of the file */
  databaseUrl?: string;
  /** the SQLite file (or ':memory:') when there is no database URL */
  sqliteFile: string;
  /** other modules' steps on the same database (the telemetry's tables) */
  extraMigrations?: readonly Migration[];
  /** the files a site kept its state in before the database: imported once */
  legacy?: LegacyFiles;
  /** a PostgreSQL connection that failed while idle (the calls using it report it too) */
  onPoolError?: (error: Error) => void;
}

/**
 * The store, and the database handle it runs on for other modules' stores on the same database.
 * The store owns the handle: `store.close()` closes it, so close the other stores first.
 */
export interface OpenedSiteStore {
  store: SiteStore;
  sqlite?: Database.Database;
  pool?: Pool;
}

export async function openSiteStore(options: OpenSiteStoreOptions): Promise<OpenedSiteStore> {
  const migrations = [...STATE_MIGRATIONS, ...(options.extraMigrations ?? [])];
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options.onPoolError);
    const store = new PostgresSiteStore(pool);
    try {
      await runMigrations(pool, migrations);
      if (options.legacy) await importLegacyOnce(store, options.legacy);
    } catch (error) {
      await store.close().catch(() => {});
      throw error;
    }
    return { store, pool };
  }
  const sqlite = openSqliteDatabase(options.sqliteFile);
  const store = new SqliteSiteStore(sqlite);
  try {
    await runMigrations(sqlite, migrations);
    if (options.legacy) await importLegacyOnce(store, options.legacy);
  } catch (error) {
    await store.close();
    throw error;
  }
  return { store, sqlite };
}
