import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SITE_ROOT, siteDbFile } from '../site-settings';
import { tempDir } from '../testing/temp-dir';
import { beaconOf, shellLoad } from './telemetry-fixtures';
import { TELEMETRY_MIGRATIONS } from './telemetry-migrations';
import { COUNTER_COLUMNS, KEY_COLUMNS } from './telemetry-schema';
import { openSqliteTelemetry } from './telemetry-sqlite';
import { ALL, itBehavesAsTelemetryStore, T0 } from './telemetry-store-behaviour';
import { migratedSqlite } from './telemetry-test-db';

let dir: string;
let db: Database.Database;

beforeEach(() => {
  dir = tempDir('parlor-telemetry-');
  db = migratedSqlite(path.join(dir, 'site.db'));
});
afterEach(() => {
  if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('on SQLite', () => {
  itBehavesAsTelemetryStore({
    open: (options) => openSqliteTelemetry(db, options),
    countRows: async () =>
      Number(db.prepare('SELECT COUNT(*) FROM telemetry_minutes').pluck().get()),
  });
});

it('takes its file from PARLOR_SITE_DB, else site.db beside the site', () => {
  expect(siteDbFile({ PARLOR_SITE_DB: 'x/t.db' })).toBe(path.resolve('x/t.db'));
  expect(siteDbFile({})).toBe(path.join(SITE_ROOT, 'site.db'));
});

it('makes the table of the schema’s columns, keyed by minute, casino, remote and release', () => {
  const columns = db.pragma('table_info(telemetry_minutes)') as { name: string; pk: number }[];
  expect(columns.map((c) => c.name)).toEqual([...KEY_COLUMNS, ...COUNTER_COLUMNS]);
  expect(columns.filter((c) => c.pk > 0).map((c) => c.name)).toEqual([...KEY_COLUMNS]);
});

it('keeps its rows in the file, and takes a site.db from before the shared database as it is', async () => {
  const file = path.join(dir, 'old.db');
  // the table as the site made it before: no IF NOT EXISTS, the version in user_version, and a
  // row its store counted (a load of the shell)
  const old = new Database(file);
  old.exec(TELEMETRY_MIGRATIONS[0]?.sqlite.replace(' IF NOT EXISTS', '') ?? '');
  old.pragma('user_version = 1');
  old
    .prepare(
      `INSERT INTO telemetry_minutes (minute, casino, remote, release, loads)
       VALUES (?, 'fusion', 'shell', 'default', 1)`,
    )
    .run(T0 / 60_000);
  old.close();

  const reopened = migratedSqlite(file);
  const store = openSqliteTelemetry(reopened, { now: () => T0 });
  await store.record('fusion', beaconOf(shellLoad));
  expect((await store.totals(ALL))[0]?.loads).toBe(2);
  expect(await store.stats()).toEqual({ rows: 1, dropped: 0 });
  await store.close();
  reopened.close();
});
