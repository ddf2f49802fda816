import type Database from 'better-sqlite3';
import { HEALTH_USAGE, parseSince, runHealth } from './health-command';
import { beaconOf, load, RELEASE, shellLoad, vital } from './telemetry-fixtures';
import { openSqliteTelemetry } from './telemetry-sqlite';
import type { TelemetryStore } from './telemetry-store';
import { migratedSqlite } from './telemetry-test-db';

const NOW = new Date(Date.UTC(2024, 4, 1, 12, 0, 30));
const MINUTE = 60_000;
let db: Database.Database;
let telemetry: TelemetryStore;

beforeEach(() => {
  db = migratedSqlite();
  telemetry = openSqliteTelemetry(db);
});
afterEach(async () => {
  await telemetry.close();
  if (db.open) db.close();
});

async function seed(minutesAgo: number, casino: string, ...beacons: ReturnType<typeof beaconOf>[]) {
  const store = openSqliteTelemetry(db, { now: () => NOW.getTime() - minutesAgo * MINUTE });
  for (const beacon of beacons) await store.record(casino, beacon);
  await store.close();
}

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runHealth(args, {
    telemetry,
    now: () => NOW,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

it('prints a table of the last 15 minutes by default', async () => {
  const failed = load('mf_lobby', RELEASE, 'failed', 'skew');
  await seed(
    5,
    'fusion',
    beaconOf(shellLoad, load('mf_lobby', RELEASE), vital('LCP', 1200), vital('INP', 120)),
    beaconOf(shellLoad, failed, {
      type: 'error',
      remote: 'shell',
      release: 'default',
      kind: 'error',
    }),
    beaconOf(shellLoad, load('mf_lobby', RELEASE), vital('LCP', 1300)),
  );
  await seed(2, 'fun', beaconOf(shellLoad));
  await seed(30, 'fusion', beaconOf(shellLoad)); // before the window
  const { code, out, err } = await run();
  expect(code).toBe(0);
  expect(err).toEqual([]);
  expect(out).toEqual([
    'telemetry from 2024-05-01T11:45:30Z to 2024-05-01T12:00:30Z',
    'casino  remote    release           visits  load failures  errors  p75 LCP ms  p75 INP ms',
    'fun     shell     default                1           0.0%    0.0%           –           –',
    'fusion  mf_lobby  1.4.0-0123456789       3          33.3%    0.0%           –           –',
    'fusion  shell     default                3           0.0%   33.3%        1375         138',
  ]);
});

it('says what it did not count, for the casino and minutes asked', async () => {
  const store = openSqliteTelemetry(db, { now: () => NOW.getTime() - 5 * MINUTE });
  await store.record('fusion', beaconOf(shellLoad), { unknown_release: 1500 });
  await store.record('fun', beaconOf(shellLoad), { preview: 3 });
  await store.close();
  const { out } = await run('fusion');
  expect(out.at(-1)).toBe('dropped (fusion): unknown release 1500');
  expect(out.filter((line) => line.startsWith('dropped'))).toHaveLength(1);
});

it('narrows to one casino and a --since of hours, days or an ISO time', async () => {
  await seed(5, 'fusion', beaconOf(shellLoad));
  await seed(90, 'fusion', beaconOf(shellLoad));
  await seed(2 * 24 * 60, 'fusion', beaconOf(shellLoad));
  await seed(5, 'fun', beaconOf(shellLoad));
  const visits = async (...args: string[]) =>
    (await run(...args)).out.slice(2).map((l) => l.split(/\s+/)[3]);
  expect(await visits('fusion')).toEqual(['1']);
  expect(await visits('fusion', '--since', '2h')).toEqual(['2']);
  expect(await visits('--since=3d', 'fusion')).toEqual(['3']);
  expect(await visits('fusion', '--since', '2024-05-01T10:00:00Z')).toEqual(['2']);
  expect((await run('fusion', '--since', '2h')).out[0]).toBe(
    'telemetry from 2024-05-01T10:00:30Z to 2024-05-01T12:00:30Z',
  );
});

it('says there is nothing to show while no visit was reported', async () => {
  await seed(5, 'fun', beaconOf(shellLoad));
  const { code, out } = await run('fusion');
  expect(code).toBe(0);
  expect(out).toEqual([
    'telemetry from 2024-05-01T11:45:30Z to 2024-05-01T12:00:30Z',
    'no visits reported',
  ]);
});

it.each([
  [['--since']],
  [['--since', 'yesterday']],
  [['--since', '0m']],
  [['--since', '5w']],
  [['--since', '2099-01-01T00:00:00Z']],
  [['--until', '5m']],
  [['fusion', 'fun']],
  [['../etc']],
])('refuses %j with the usage and exit code 2', async (args) => {
  const { code, out, err } = await run(...args);
  expect(code).toBe(2);
  expect(out).toEqual([]);
  expect(err.at(-1)).toBe(HEALTH_USAGE);
  expect(err).toHaveLength(2);
});

it('reads --since as minutes, hours, days back, or a past ISO time', () => {
  const back = (value: string) => {
    const since = parseSince(value, NOW);
    return since && (NOW.getTime() - since.getTime()) / MINUTE;
  };
  expect(back('15m')).toBe(15);
  expect(back('2h')).toBe(120);
  expect(back('1d')).toBe(1440);
  expect(parseSince('2024-05-01', NOW)?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
  expect(parseSince('2024-05-01T11:00:00+02:00', NOW)?.toISOString()).toBe(
    '2024-05-01T09:00:00.000Z',
  );
  for (const bad of ['', '15', 'm', '-5m', '1.5h', '2024-13-45', '2024-05-01T12:05:00Z', 'now']) {
    expect(parseSince(bad, NOW)).toBeNull();
  }
});

it('fails with 1 when the database cannot be read', async () => {
  db.close();
  const { code, err } = await run();
  expect(code).toBe(1);
  expect(err[0]).toMatch(/^cannot read the telemetry database: .*not open/);
});
