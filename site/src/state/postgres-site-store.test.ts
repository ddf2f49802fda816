import net from 'node:net';
import pg from 'pg';
import {
  createDatabase,
  databaseUrl,
  startCluster,
  startThrowaway,
  stopCluster,
  type Throwaway,
} from '../../../scripts/lib/postgres-cluster.cjs';
import { openSiteStore, type OpenedSiteStore } from './open-site-store';
import { itBehavesAsSiteStore } from './site-store.contract';
import { STATE_MIGRATIONS } from './state-migrations';

// a cluster of this file's own: made and started once, a database per test
jest.setTimeout(30_000);
let cluster: Throwaway;
let admin: pg.Pool;
let databases = 0;

beforeAll(async () => {
  cluster = await startThrowaway();
  admin = new pg.Pool({ connectionString: cluster.url, max: 2 });
  admin.on('error', () => {}); // its idle connections end when a test stops the server
}, 120_000);
afterAll(async () => {
  await admin?.end();
  await cluster?.stop();
});

async function newDatabase() {
  databases += 1;
  const name = `store_${databases}`;
  await admin.query(`CREATE DATABASE ${name}`);
  return { databaseUrl: databaseUrl(cluster.port, name), sqliteFile: 'unused.db' };
}

/** How long `call` took to reject. */
async function msToReject(call: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await expect(call()).rejects.toThrow();
  return Date.now() - started;
}

describe('on PostgreSQL', () => {
  itBehavesAsSiteStore({ newDatabase });
});

it('lets site processes migrating one fresh database at once all start, migrated once', async () => {
  expect(await createDatabase(cluster.port, 'fresh_race')).toBe(true);
  expect(await createDatabase(cluster.port, 'fresh_race')).toBe(false);
  const url = databaseUrl(cluster.port, 'fresh_race');
  const opened = await Promise.all(
    [1, 2, 3].map(() => openSiteStore({ databaseUrl: url, sqliteFile: '' })),
  );
  try {
    const { rows } = await opened[0]!.pool!.query<{ id: string }>(
      'SELECT id FROM schema_migrations',
    );
    expect(rows.map((row) => row.id)).toEqual(STATE_MIGRATIONS.map((m) => m.id));
  } finally {
    await Promise.all(opened.map((each) => each.store.close()));
  }
});

it('rolls back a step that fails, recording nothing of it', async () => {
  const where = await newDatabase();
  const broken = {
    id: '900-broken',
    sqlite: '',
    postgres: 'CREATE TABLE half (x INTEGER); SELECT nope',
  };
  await expect(openSiteStore({ ...where, extraMigrations: [broken] })).rejects.toThrow('nope');
  const { pool, store } = await openSiteStore(where);
  try {
    const tables = await pool!.query(
      `SELECT 1 FROM pg_tables WHERE tablename IN ('half', 'casinos')`,
    );
    // the whole run is one transaction: not even the state's tables were kept
    expect(tables.rows).toEqual([{ '?column?': 1 }]);
    const { rows } = await pool!.query('SELECT id FROM schema_migrations');
    expect(rows).toEqual(STATE_MIGRATIONS.map((m) => ({ id: m.id })));
  } finally {
    await store.close();
  }
});

describe('when the database goes away', () => {
  let opened: OpenedSiteStore;
  const poolErrors: Error[] = [];

  afterEach(async () => {
    await startCluster(cluster.dir, cluster.port).catch(() => {}); // running already: fine
    await opened?.store.close();
  });

  it('fails calls within seconds, without crashing, and works again once it is back', async () => {
    opened = await openSiteStore({
      ...(await newDatabase()),
      onPoolError: (error) => poolErrors.push(error),
    });
    const { store, pool } = opened;
    await store.commit({ casino: 'acme', expectedGeneration: 0, changes: [], audit: [] });
    // when the server stops: a query in flight, a connection in use between two statements (a
    // transaction), and an idle connection in the pool
    const [inUse, idle, sleeper] = [
      await pool!.connect(),
      await pool!.connect(),
      await pool!.connect(),
    ];
    idle.release();
    const inFlight = sleeper.query('SELECT pg_sleep(20)');
    const stopped = Date.now();
    await stopCluster(cluster.dir, 'fast');
    await expect(inFlight).rejects.toThrow();
    expect(Date.now() - stopped).toBeLessThan(5_000);
    await expect(inUse.query('SELECT 1')).rejects.toThrow();
    inUse.release(true);
    sleeper.release(true);
    expect(poolErrors.length).toBeGreaterThan(0);

    for (const call of [
      () => store.snapshot(),
      () => store.changeMarker(),
      () => store.commit({ casino: 'acme', expectedGeneration: 1, changes: [], audit: [] }),
      () => store.secret('x', () => 'y'),
    ])
      expect(await msToReject(call)).toBeLessThan(3_000);

    await startCluster(cluster.dir, cluster.port);
    expect(
      await store.commit({ casino: 'acme', expectedGeneration: 1, changes: [], audit: [] }),
    ).toEqual({ ok: true, generation: 2 });
  });
});

it('gives up opening a server that never answers within seconds', async () => {
  // accepts the connection, then says nothing
  const silent = net.createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  try {
    const ms = await msToReject(() =>
      openSiteStore({ databaseUrl: databaseUrl(port, 'x'), sqliteFile: '' }),
    );
    expect(ms).toBeLessThan(4_000);
  } finally {
    silent.close();
  }
});
