import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { tempDir } from '../testing/temp-dir';
import { SITE_ROOT } from '../site-settings';
import type { Beacon } from './beacon';
import { beaconOf, load, OTHER_RELEASE, RELEASE, shellLoad, vital } from './telemetry-fixtures';
import { openTelemetryStore, type TelemetryStore } from './telemetry-store';
import { siteDbFile } from '../site-settings';

const T0 = Date.UTC(2024, 4, 1, 10, 0, 0);
const MINUTE = 60_000;
const ALL = { fromMinute: 0, toMinute: Number.MAX_SAFE_INTEGER };

let dir: string;
let clock: number;
const stores: TelemetryStore[] = [];
const open = (options: Parameters<typeof openTelemetryStore>[1] = {}, file = ':memory:') => {
  const store = openTelemetryStore(file, { now: () => clock, ...options });
  stores.push(store);
  return store;
};

beforeEach(() => {
  dir = tempDir('parlor-telemetry-');
  clock = T0;
});
afterEach(() => {
  stores.splice(0).forEach((store) => store.close());
  fs.rmSync(dir, { recursive: true, force: true });
});

it('takes its file from PARLOR_SITE_DB, else site.db beside the site', () => {
  expect(siteDbFile({ PARLOR_SITE_DB: 'x/t.db' })).toBe(path.resolve('x/t.db'));
  expect(siteDbFile({})).toBe(path.join(SITE_ROOT, 'site.db'));
});

it('sums a minute per casino, remote and release: loads, failures by reason, errors, vitals', () => {
  const store = open();
  store.record(
    'fusion',
    beaconOf(
      shellLoad,
      load('mf_lobby', RELEASE),
      load('mf_game', RELEASE, 'failed', 'skew'),
      { type: 'error', remote: 'mf_lobby', release: RELEASE, kind: 'error' },
      vital('LCP', 1200),
      vital('INP', 180),
      vital('CLS', 0.3),
    ),
  );
  store.record(
    'fusion',
    beaconOf(
      shellLoad,
      load('mf_lobby', RELEASE, 'failed', 'unavailable'),
      load('mf_game', RELEASE, 'failed'),
      vital('LCP', 30_000),
    ),
  );
  store.record('classic', beaconOf(shellLoad));

  const rows = store.totals(ALL);
  expect(rows.map((r) => [r.casino, r.remote, r.release])).toEqual([
    ['classic', 'shell', 'default'],
    ['fusion', 'mf_game', RELEASE],
    ['fusion', 'mf_lobby', RELEASE],
    ['fusion', 'shell', 'default'],
  ]);
  const [, game, lobby, shell] = rows;
  expect(game).toMatchObject({
    loads: 2,
    loadFailures: 2,
    failuresByReason: { unavailable: 0, skew: 1, error: 0 },
    errors: 0,
  });
  expect(lobby).toMatchObject({
    loads: 2,
    loadFailures: 1,
    failuresByReason: { unavailable: 1, skew: 0, error: 0 },
    errors: 1,
  });
  expect(shell?.loads).toBe(2);
  // 1200 ms in (1000, 1500]; 30 s in the overflow bucket; 180 ms in (150, 200]; CLS not kept
  expect(shell?.lcpBuckets[5]).toBe(1);
  expect(shell?.lcpBuckets.at(-1)).toBe(1);
  expect(shell?.lcpBuckets.reduce((a, b) => a + b)).toBe(2);
  expect(shell?.inpBuckets[4]).toBe(1);
  expect(shell?.inpBuckets.reduce((a, b) => a + b)).toBe(1);
  expect(store.stats()).toEqual({ rows: 4, dropped: 0 });
});

it('sums over the minutes asked for, for one casino or all', () => {
  const store = open();
  for (let minute = 0; minute < 3; minute++) {
    clock = T0 + minute * MINUTE + 30_000;
    store.record('fusion', beaconOf(shellLoad, shellLoad));
    store.record('fun', beaconOf(shellLoad));
  }
  const first = T0 / MINUTE;
  expect(store.stats().rows).toBe(6);
  const loads = (query: { casino?: string; fromMinute: number; toMinute: number }) =>
    store.totals(query).map((r) => `${r.casino}:${r.loads}`);
  expect(loads({ fromMinute: first, toMinute: first + 2 })).toEqual(['fun:3', 'fusion:6']);
  expect(loads({ fromMinute: first + 1, toMinute: first + 1 })).toEqual(['fun:1', 'fusion:2']);
  expect(loads({ casino: 'fusion', fromMinute: first + 1, toMinute: first + 9 })).toEqual([
    'fusion:4',
  ]);
  expect(loads({ casino: 'nope', ...ALL })).toEqual([]);
});

it('keeps its rows in the file across openings, and migrates an old file once', () => {
  const file = path.join(dir, 'nested', 'site.db');
  const first = openTelemetryStore(file, { now: () => clock });
  first.record('fusion', beaconOf(shellLoad));
  first.close();
  const again = open({}, file);
  again.record('fusion', beaconOf(shellLoad));
  expect(again.totals(ALL)[0]?.loads).toBe(2);
  expect(again.stats().rows).toBe(1);
  const db = new Database(file, { readonly: true });
  expect(db.pragma('user_version', { simple: true })).toBe(1);
  db.close();
});

it('prunes minutes older than its retention, when the minute turns', () => {
  const store = open({ retentionMinutes: 10 });
  store.record('fusion', beaconOf(shellLoad));
  clock = T0 + 5 * MINUTE;
  store.record('fusion', beaconOf(shellLoad));
  clock = T0 + 10 * MINUTE;
  store.record('fusion', beaconOf(shellLoad));
  expect(store.stats().rows).toBe(3);
  clock = T0 + 11 * MINUTE;
  store.record('fun', beaconOf(shellLoad));
  expect(store.stats().rows).toBe(3);
  expect(store.totals(ALL).find((r) => r.casino === 'fusion')?.loads).toBe(2);
});

describe('caps', () => {
  const releaseNo = (n: number) => `1.0.${n}-0123456789`;
  const distinctReleases = (from: number, count: number): Beacon =>
    beaconOf(...Array.from({ length: count }, (_, i) => load('mf_lobby', releaseNo(from + i))));
  const countRows = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return Number(db.prepare('SELECT COUNT(*) FROM telemetry_minutes').pluck().get());
    } finally {
      db.close();
    }
  };

  it('keeps at most so many remote/release rows per casino a minute, counting the rest', () => {
    const store = open({ maxPairsPerMinute: 64 });
    for (let i = 0; i < 10; i++) store.record('fusion', distinctReleases(i * 50, 50));
    expect(store.stats()).toEqual({ rows: 64, dropped: 436 });
    // a known row still counts; another casino has its own 64
    expect(store.record('fusion', beaconOf(load('mf_lobby', releaseNo(0))))).toBe(0);
    expect(store.record('fun', distinctReleases(0, 50))).toBe(0);
    expect(store.stats().rows).toBe(114);
    // the next minute starts afresh
    clock += MINUTE;
    expect(store.record('fusion', distinctReleases(0, 50))).toBe(0);
  });

  it('never grows past its row cap, whatever is sent, and prunes the oldest minutes for new ones', () => {
    const file = path.join(dir, 'capped.db');
    const store = open({ maxRows: 300, maxPairsPerMinute: 64 }, file);
    for (let minute = 0; minute < 30; minute++) {
      clock = T0 + minute * MINUTE;
      for (const casino of ['a', 'b']) {
        for (let i = 0; i < 3; i++) store.record(casino, distinctReleases(i * 50, 50));
      }
      expect(countRows(file)).toBeLessThanOrEqual(300);
    }
    expect(countRows(file)).toBe(store.stats().rows);
    // what is left is the newest minutes, the current one whole
    const last = T0 / MINUTE + 29;
    expect(store.totals({ fromMinute: last, toMinute: last })).toHaveLength(2 * 64);
    expect(store.totals({ fromMinute: last - 1, toMinute: last - 1 })).toHaveLength(2 * 64);
    expect(store.totals({ fromMinute: 0, toMinute: last - 3 })).toHaveLength(0);
  });

  it('drops, rather than grow, when the current minute alone fills the cap', () => {
    const store = open({ maxRows: 100 });
    for (const casino of ['a', 'b', 'c']) store.record(casino, distinctReleases(0, 50));
    expect(store.stats()).toEqual({ rows: 100, dropped: 50 });
  });

  it('does not grow with a flood of beacons to the same rows', () => {
    const file = path.join(dir, 'flood.db');
    const store = open({}, file);
    const beacon = beaconOf(shellLoad, load('mf_lobby', RELEASE), load('mf_game', OTHER_RELEASE));
    for (let i = 0; i < 2000; i++) store.record('fusion', beacon);
    expect(countRows(file)).toBe(3);
    expect(store.totals(ALL).map((r) => r.loads)).toEqual([2000, 2000, 2000]);
  });
});
