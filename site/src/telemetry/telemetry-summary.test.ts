import { beaconOf, load, RELEASE, shellLoad, vital } from './telemetry-fixtures';
import type { TelemetryStore } from './telemetry-store';
import { summarize } from './telemetry-summary';
import { memoryTelemetry } from './telemetry-test-db';

const T0 = Date.UTC(2024, 4, 1, 10, 0, 0);
const MINUTE = 60_000;
let clock = T0;
let store: TelemetryStore;
let end: () => Promise<void>;

beforeEach(() => {
  clock = T0;
  ({ store, end } = memoryTelemetry({ now: () => clock }));
});
afterEach(() => end());

it('gives rates per visit and p75 vitals per casino, remote and release', async () => {
  for (let i = 0; i < 8; i++) {
    const failed = i < 2;
    await store.record(
      'fusion',
      beaconOf(
        shellLoad,
        load('mf_lobby', RELEASE, failed ? 'failed' : 'ok', failed ? 'unavailable' : undefined),
        ...(i < 3
          ? [{ type: 'error', remote: 'mf_lobby', release: RELEASE, kind: 'error' } as const]
          : []),
        vital('LCP', 1200 + i),
        vital('INP', 40),
      ),
    );
  }
  expect(await summarize(store, { since: new Date(T0) })).toEqual([
    {
      casino: 'fusion',
      remote: 'mf_lobby',
      release: RELEASE,
      visits: 8,
      loadFailures: 2,
      loadFailureRate: 0.25,
      errors: 3,
      errorRate: 0.375,
      p75Lcp: null,
      p75Inp: null,
    },
    {
      casino: 'fusion',
      remote: 'shell',
      release: 'default',
      visits: 8,
      loadFailures: 0,
      loadFailureRate: 0,
      errors: 0,
      errorRate: 0,
      // 8 in (1000, 1500]: rank 6 of 8 → 1000 + 500 * 6 / 8
      p75Lcp: 1375,
      // 8 in (16, 50]: 16 + 34 * 6 / 8
      p75Inp: 42,
    },
  ]);
});

it('reads the minutes that overlap the range, for one casino if asked', async () => {
  for (let minute = 0; minute < 5; minute++) {
    clock = T0 + minute * MINUTE + 10_000;
    await store.record('fusion', beaconOf(shellLoad));
    await store.record('fun', beaconOf(shellLoad));
  }
  const visits = async (query: Parameters<typeof summarize>[1]) =>
    (await summarize(store, query)).map((row) => `${row.casino}:${row.visits}`);
  expect(await visits({ since: new Date(T0 + 2 * MINUTE + 30_000) })).toEqual([
    'fun:3',
    'fusion:3',
  ]);
  expect(
    await visits({ casino: 'fun', since: new Date(T0 + MINUTE), until: new Date(T0 + 3 * MINUTE) }),
  ).toEqual(['fun:2']);
  expect(
    await visits({ since: new Date(T0 + MINUTE), until: new Date(T0 + 3 * MINUTE + 1) }),
  ).toEqual(['fun:3', 'fusion:3']);
  expect(await visits({ since: new Date(Number.NaN) })).toEqual([]);
});

it('keeps rates within 0..1: a visit counts once however many errors it sends', async () => {
  await store.record(
    'fusion',
    beaconOf(
      { type: 'error', remote: 'mf_game', release: RELEASE, kind: 'rejection' },
      load('mf_lobby', RELEASE),
      { type: 'error', remote: 'mf_lobby', release: RELEASE, kind: 'error' },
      { type: 'error', remote: 'mf_lobby', release: RELEASE, kind: 'error' },
    ),
  );
  const [game, lobby] = await summarize(store, { since: new Date(T0) });
  // a visit that only reported an error there is a visit with an error
  expect(game).toMatchObject({ visits: 1, errors: 1, errorRate: 1, loadFailureRate: 0 });
  expect(lobby).toMatchObject({ visits: 1, errors: 2, errorRate: 1 });
});
