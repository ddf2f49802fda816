import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/temp-dir';
import { HEALTH_USAGE, parseSince, runHealth } from './health-command';
import { beaconOf, load, RELEASE, shellLoad, vital } from './telemetry-fixtures';
import { openTelemetryStore } from './telemetry-store';

const NOW = new Date(Date.UTC(2024, 4, 1, 12, 0, 30));
const MINUTE = 60_000;
let dir: string;
let dbFile: string;

beforeEach(() => {
  dir = tempDir('parlor-health-');
  dbFile = path.join(dir, 'site.db');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function seed(minutesAgo: number, casino: string, ...beacons: ReturnType<typeof beaconOf>[]) {
  const store = openTelemetryStore(dbFile, { now: () => NOW.getTime() - minutesAgo * MINUTE });
  beacons.forEach((beacon) => store.record(casino, beacon));
  store.close();
}

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runHealth(args, {
    dbFile,
    now: () => NOW,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

it('prints a table of the last 15 minutes by default', () => {
  const failed = load('mf_lobby', RELEASE, 'failed', 'skew');
  seed(
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
  seed(2, 'fun', beaconOf(shellLoad));
  seed(30, 'fusion', beaconOf(shellLoad)); // before the window
  const { code, out, err } = run();
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

it('narrows to one casino and a --since of hours, days or an ISO time', () => {
  seed(5, 'fusion', beaconOf(shellLoad));
  seed(90, 'fusion', beaconOf(shellLoad));
  seed(2 * 24 * 60, 'fusion', beaconOf(shellLoad));
  seed(5, 'fun', beaconOf(shellLoad));
  const visits = (...args: string[]) =>
    run(...args)
      .out.slice(2)
      .map((l) => l.split(/\s+/)[3]);
  expect(visits('fusion')).toEqual(['1']);
  expect(visits('fusion', '--since', '2h')).toEqual(['2']);
  expect(visits('--since=3d', 'fusion')).toEqual(['3']);
  expect(visits('fusion', '--since', '2024-05-01T10:00:00Z')).toEqual(['2']);
  expect(run('fusion', '--since', '2h').out[0]).toBe(
    'telemetry from 2024-05-01T10:00:30Z to 2024-05-01T12:00:30Z',
  );
});

it('says there is nothing to show, without creating a database', () => {
  const { code, out } = run('fusion');
  expect(code).toBe(0);
  expect(out).toEqual([
    'telemetry from 2024-05-01T11:45:30Z to 2024-05-01T12:00:30Z',
    'no visits reported',
  ]);
  expect(fs.existsSync(dbFile)).toBe(false);
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
])('refuses %j with the usage and exit code 2', (args) => {
  const { code, out, err } = run(...args);
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

it('fails with 1 on a file that is not a database', () => {
  fs.writeFileSync(dbFile, 'not sqlite at all, not at all, definitely not a database file');
  const { code, err } = run();
  expect(code).toBe(1);
  expect(err[0]).toMatch(/^cannot read the telemetry database/);
});
