import pg from 'pg';
import { databaseUrl, startThrowaway } from '../../../scripts/lib/postgres-cluster.cjs';
import { beaconOf, load, RELEASE, shellLoad, visitBeacon } from './telemetry-fixtures';
import { TELEMETRY_MIGRATIONS } from './telemetry-migrations';
import { openPostgresTelemetry } from './telemetry-postgres';
import { COUNTER_COLUMNS, DROPS_TABLE, KEY_COLUMNS, TABLE, VISITS_TABLE } from './telemetry-schema';
import { ALL, itBehavesAsTelemetryStore, T0 } from './telemetry-store-behaviour';

let cluster: Awaited<ReturnType<typeof startThrowaway>> | undefined;
let url: string;
let pool: pg.Pool;
const poolFor = () => new pg.Pool({ connectionString: url, max: 4 });
const migrate = async () => {
  for (const migration of TELEMETRY_MIGRATIONS) await pool.query(migration.postgres);
};
const countRows = async () =>
  Number((await pool.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${TABLE}`)).rows[0]?.n);

beforeAll(async () => {
  cluster = await startThrowaway();
  // a database sorting text as people read it (en-US), as a production one may: the store's
  // answers must still come in byte order, as SQLite gives them
  const admin = new pg.Pool({ connectionString: cluster.url, max: 1 });
  await admin.query(
    `CREATE DATABASE telemetry TEMPLATE template0 ENCODING 'UTF8'
     LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'`,
  );
  await admin.end();
  url = databaseUrl(cluster.port, 'telemetry');
  pool = poolFor();
  await migrate();
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
});
beforeEach(async () => {
  await pool.query(`TRUNCATE ${TABLE}, ${VISITS_TABLE}, ${DROPS_TABLE}`);
});

describe('on PostgreSQL', () => {
  itBehavesAsTelemetryStore({ open: (options) => openPostgresTelemetry(pool, options), countRows });
});

it('makes the table of the schema’s columns, keyed by minute, casino, remote and release', async () => {
  await migrate(); // again: the table is there, nothing changes
  const columns = await pool.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_name = $1 ORDER BY ordinal_position`,
    [TABLE],
  );
  expect(columns.rows.map((c) => c.column_name)).toEqual([...KEY_COLUMNS, ...COUNTER_COLUMNS]);
  const key = await pool.query<{ name: string }>(
    `SELECT a.attname AS name
     FROM pg_index i
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary
     ORDER BY array_position(i.indkey, a.attnum)`,
    [TABLE],
  );
  expect(key.rows.map((c) => c.name)).toEqual([...KEY_COLUMNS]);
});

it('sums what two processes record into the same minute at once', async () => {
  const pools = [poolFor(), poolFor()];
  const stores = pools.map((each) => openPostgresTelemetry(each, { now: () => T0 }));
  // the same rows, named in opposite orders (written in that order, they would deadlock): the
  // first beacons race to insert them, the others to add to them
  const failed = load('mf_game', RELEASE, 'failed', 'skew');
  const forward = () => beaconOf(shellLoad, load('mf_lobby', RELEASE), failed);
  const backward = () => beaconOf(failed, load('mf_lobby', RELEASE), shellLoad);
  const lost = await Promise.all(
    stores.flatMap((store, i) =>
      Array.from({ length: 100 }, (_, n) =>
        store.record('fusion', (n + i) % 2 ? forward() : backward()),
      ),
    ),
  );
  expect(lost.every((count) => count === 0)).toBe(true);
  const reader = openPostgresTelemetry(pool);
  const totals = await reader.totals(ALL);
  await reader.close();
  expect(totals.map((r) => [r.remote, r.loads, r.loadFailures, r.failuresByReason.skew])).toEqual([
    ['mf_game', 200, 200, 200],
    ['mf_lobby', 200, 0, 0],
    ['shell', 200, 0, 0],
  ]);
  expect(await countRows()).toBe(3);
  await Promise.all(stores.map((store) => store.close()));
  await Promise.all(pools.map((each) => each.end()));
});

it('counts a visit once when two processes record its beacons at once', async () => {
  const pools = [poolFor(), poolFor()];
  const stores = pools.map((each) => openPostgresTelemetry(each, { now: () => T0 }));
  const visit = 'visit_bbbbbbbbbbbbbbbb';
  const error = { type: 'error', remote: 'mf_lobby', release: RELEASE, kind: 'error' } as const;
  await Promise.all(
    stores.flatMap((store) =>
      Array.from({ length: 20 }, () =>
        store.record('fusion', visitBeacon(visit, load('mf_lobby', RELEASE), error)),
      ),
    ),
  );
  const reader = openPostgresTelemetry(pool);
  const totals = await reader.totals(ALL);
  await reader.close();
  expect(totals.map((r) => [r.loads, r.errors, r.visits, r.errorVisits])).toEqual([[40, 40, 1, 1]]);
  await Promise.all(stores.map((store) => store.close()));
  await Promise.all(pools.map((each) => each.end()));
});
