// The behaviour every telemetry store keeps (telemetry-store.ts), as tests run on each database:
// telemetry-sqlite.test.ts and telemetry-postgres.test.ts call it inside their describe.
import type { Beacon } from './beacon';
import {
  beaconOf,
  load,
  OTHER_RELEASE,
  RELEASE,
  shellLoad,
  visitBeacon,
  vital,
} from './telemetry-fixtures';
import {
  MINUTE_MS,
  TelemetryStoreClosed,
  type TelemetryStore,
  type TelemetryStoreOptions,
} from './telemetry-store';
import { seededRandom } from '../testing/seeded-random';

export interface StoreBackend {
  /** A new store on the test's database (the same database for every call in a test). */
  open(options: TelemetryStoreOptions): TelemetryStore;
  /** The table's rows, counted past the store. */
  countRows(): Promise<number>;
}

export const T0 = Date.UTC(2024, 4, 1, 10, 0, 0);
export const ALL = { fromMinute: 0, toMinute: Number.MAX_SAFE_INTEGER };

export function itBehavesAsTelemetryStore(backend: StoreBackend): void {
  let clock: number;
  const stores: TelemetryStore[] = [];
  const open = (options: TelemetryStoreOptions = {}) => {
    const store = backend.open({ now: () => clock, ...options });
    stores.push(store);
    return store;
  };

  beforeEach(() => {
    clock = T0;
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it('sums a minute per casino, remote and release: loads, failures by reason, errors, vitals', async () => {
    const store = open();
    await store.record(
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
    await store.record(
      'fusion',
      beaconOf(
        shellLoad,
        load('mf_lobby', RELEASE, 'failed', 'unavailable'),
        load('mf_game', RELEASE, 'failed'),
        vital('LCP', 30_000),
      ),
    );
    await store.record('classic', beaconOf(shellLoad));

    const rows = await store.totals(ALL);
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
    expect(await store.stats()).toEqual({ rows: 4, dropped: 0 });
  });

  it('sums over the minutes asked for, for one casino or all', async () => {
    const store = open();
    for (let minute = 0; minute < 3; minute++) {
      clock = T0 + minute * MINUTE_MS + 30_000;
      await store.record('fusion', beaconOf(shellLoad, shellLoad));
      await store.record('fun', beaconOf(shellLoad));
    }
    const first = T0 / MINUTE_MS;
    expect((await store.stats()).rows).toBe(6);
    const loads = async (query: { casino?: string; fromMinute: number; toMinute: number }) =>
      (await store.totals(query)).map((r) => `${r.casino}:${r.loads}`);
    expect(await loads({ fromMinute: first, toMinute: first + 2 })).toEqual(['fun:3', 'fusion:6']);
    expect(await loads({ fromMinute: first + 1, toMinute: first + 1 })).toEqual([
      'fun:1',
      'fusion:2',
    ]);
    expect(await loads({ casino: 'fusion', fromMinute: first + 1, toMinute: first + 9 })).toEqual([
      'fusion:4',
    ]);
    expect(await loads({ casino: 'nope', ...ALL })).toEqual([]);
  });

  it('sorts by bytes, whatever the database’s locale', async () => {
    const store = open();
    for (const casino of ['b', 'B', 'a_b', 'ab', 'A'])
      await store.record(casino, beaconOf(shellLoad));
    expect((await store.totals(ALL)).map((r) => r.casino)).toEqual(['A', 'B', 'a_b', 'ab', 'b']);
  });

  it('adds to the rows another store on the same database made, and counts them', async () => {
    await open().record('fusion', beaconOf(shellLoad));
    const again = open();
    await again.record('fusion', beaconOf(shellLoad));
    expect((await again.totals(ALL))[0]?.loads).toBe(2);
    expect(await again.stats()).toEqual({ rows: 1, dropped: 0 });
  });

  it('prunes minutes older than its retention, when the minute turns', async () => {
    const store = open({ retentionMinutes: 10 });
    await store.record('fusion', beaconOf(shellLoad));
    clock = T0 + 5 * MINUTE_MS;
    await store.record('fusion', beaconOf(shellLoad));
    clock = T0 + 10 * MINUTE_MS;
    await store.record('fusion', beaconOf(shellLoad));
    expect((await store.stats()).rows).toBe(3);
    clock = T0 + 11 * MINUTE_MS;
    await store.record('fun', beaconOf(shellLoad));
    expect((await store.stats()).rows).toBe(3);
    expect((await store.totals(ALL)).find((r) => r.casino === 'fusion')?.loads).toBe(2);
  });

  it('refuses calls once closed, after finishing those under way, and leaves the database open', async () => {
    const store = open();
    const underway = store.record('fusion', beaconOf(shellLoad));
    await store.close();
    expect(await underway).toBe(0);
    await expect(store.record('fusion', beaconOf(shellLoad))).rejects.toBeInstanceOf(
      TelemetryStoreClosed,
    );
    await expect(store.totals(ALL)).rejects.toBeInstanceOf(TelemetryStoreClosed);
    // the database is its owner's: still open to the next store
    const next = open();
    expect((await next.totals(ALL))[0]?.loads).toBe(1);
  });

  describe('per visit', () => {
    const VISIT = 'visit_aaaaaaaaaaaaaaaa';
    const lobbyError = {
      type: 'error',
      remote: 'mf_lobby',
      release: RELEASE,
      kind: 'error',
    } as const;

    it('counts a visit once per remote and release, however many beacons and events it sends', async () => {
      const store = open();
      await store.record('fusion', visitBeacon(VISIT, shellLoad, load('mf_lobby', RELEASE)));
      await store.record('fusion', visitBeacon(VISIT, lobbyError, lobbyError, lobbyError));
      await store.record('fusion', visitBeacon(VISIT, load('mf_lobby', RELEASE), lobbyError));
      await store.record('fusion', beaconOf(load('mf_lobby', RELEASE, 'failed', 'skew')));
      const [lobby, shell] = await store.totals(ALL);
      expect(lobby).toMatchObject({
        loads: 3,
        errors: 4,
        visits: 2,
        errorVisits: 1,
        failedVisits: 1,
      });
      expect(shell).toMatchObject({ loads: 1, visits: 1, errorVisits: 0 });
    });

    it('counts a visit once per row when its beacons come at once, through two stores (seeded)', async () => {
      // two site processes on one database, each taking beacons of the same visits concurrently
      const stores = [open(), open()];
      const r = seededRandom(4307);
      const visits = Array.from({ length: 6 }, (_, i) => `visit_${String(i).padStart(16, 'b')}`);
      const seen = new Map<string, Set<string>>();
      for (let round = 0; round < 10; round++) {
        const beacons = Array.from({ length: 8 }, () => {
          const visit = r.pick(visits);
          const events = Array.from({ length: 1 + r.int(4) }, () =>
            r.pick([
              shellLoad,
              load('mf_lobby', RELEASE),
              load('mf_game', OTHER_RELEASE, 'failed'),
            ]),
          );
          for (const event of events) {
            const key = `${event.remote} ${event.release}`;
            seen.set(key, (seen.get(key) ?? new Set()).add(visit));
          }
          return visitBeacon(visit, ...events);
        });
        await Promise.all(beacons.map((beacon, i) => stores[i % 2]!.record('fusion', beacon)));
      }
      const counted = Object.fromEntries(
        (await stores[0]!.totals(ALL)).map((row) => [`${row.remote} ${row.release}`, row.visits]),
      );
      expect(counted).toEqual(Object.fromEntries([...seen].map(([key, ids]) => [key, ids.size])));
    });

    it('counts a visit again once it is forgotten, after its retention', async () => {
      const store = open({ visitRetentionMinutes: 5 });
      await store.record('fusion', visitBeacon(VISIT, shellLoad));
      clock += 3 * MINUTE_MS;
      await store.record('fusion', visitBeacon(VISIT, shellLoad));
      clock += 6 * MINUTE_MS;
      await store.record('fusion', visitBeacon(VISIT, shellLoad));
      expect((await store.totals(ALL))[0]).toMatchObject({ loads: 3, visits: 2 });
    });

    it('counts at most so many events of one visit, and the rest as dropped', async () => {
      const store = open({ maxEventsPerVisit: 10 });
      const five = Array.from({ length: 5 }, () => load('mf_lobby', RELEASE));
      const lost = [];
      for (let i = 0; i < 4; i++)
        lost.push(await store.record('fusion', visitBeacon(VISIT, ...five)));
      expect(lost).toEqual([0, 0, 5, 5]);
      // another visit has its own
      expect(await store.record('fusion', beaconOf(...five))).toBe(0);
      expect((await store.totals(ALL))[0]).toMatchObject({ loads: 15, visits: 2 });
      expect(await store.drops(ALL)).toEqual([
        { casino: 'fusion', reason: 'visit_cap', events: 10 },
      ]);
      expect((await store.stats()).dropped).toBe(10);
    });

    it('keeps the drops its caller counted, per casino and reason, for the minutes asked', async () => {
      const store = open();
      await store.record('fusion', beaconOf(shellLoad), { unknown_release: 64, preview: 2 });
      await store.record('fun', beaconOf(), { unknown_release: 3 });
      clock += MINUTE_MS;
      await store.record('fusion', beaconOf(), { unknown_release: 1 });
      expect(await store.drops(ALL)).toEqual([
        { casino: 'fun', reason: 'unknown_release', events: 3 },
        { casino: 'fusion', reason: 'preview', events: 2 },
        { casino: 'fusion', reason: 'unknown_release', events: 65 },
      ]);
      const first = T0 / MINUTE_MS;
      expect(
        await store.drops({ casino: 'fusion', fromMinute: first + 1, toMinute: first + 1 }),
      ).toEqual([{ casino: 'fusion', reason: 'unknown_release', events: 1 }]);
      // what the caller dropped is not the store's
      expect((await store.stats()).dropped).toBe(0);
    });

    it('never remembers more visits than its cap, forgetting the oldest minutes first', async () => {
      const store = open({ maxVisitRows: 10 });
      for (let i = 0; i < 10; i++) await store.record('fusion', beaconOf(shellLoad));
      clock += MINUTE_MS;
      for (let i = 0; i < 10; i++) await store.record('fusion', beaconOf(shellLoad));
      expect(await store.drops(ALL)).toEqual([]);
      // the current minute alone fills it: a new visit is dropped, not kept
      expect(await store.record('fusion', beaconOf(shellLoad))).toBe(1);
      expect((await store.totals(ALL))[0]).toMatchObject({ loads: 20, visits: 20 });
      expect(await store.drops(ALL)).toEqual([
        { casino: 'fusion', reason: 'store_cap', events: 1 },
      ]);
    });
  });

  describe('caps', () => {
    const releaseNo = (n: number) => `1.0.${n}-0123456789`;
    const distinctReleases = (from: number, count: number): Beacon =>
      beaconOf(...Array.from({ length: count }, (_, i) => load('mf_lobby', releaseNo(from + i))));

    it('keeps at most so many remote/release rows per casino a minute, counting the rest', async () => {
      const store = open({ maxPairsPerMinute: 64 });
      for (let i = 0; i < 10; i++) await store.record('fusion', distinctReleases(i * 50, 50));
      expect(await store.stats()).toEqual({ rows: 64, dropped: 436 });
      expect(await store.drops(ALL)).toEqual([
        { casino: 'fusion', reason: 'store_cap', events: 436 },
      ]);
      // a known row still counts; another casino has its own 64
      expect(await store.record('fusion', beaconOf(load('mf_lobby', releaseNo(0))))).toBe(0);
      expect(await store.record('fun', distinctReleases(0, 50))).toBe(0);
      expect((await store.stats()).rows).toBe(114);
      // the next minute starts afresh
      clock += MINUTE_MS;
      expect(await store.record('fusion', distinctReleases(0, 50))).toBe(0);
    });

    it('never grows past its row cap, whatever is sent, and prunes the oldest minutes for new ones', async () => {
      const store = open({ maxRows: 300, maxPairsPerMinute: 64 });
      for (let minute = 0; minute < 30; minute++) {
        clock = T0 + minute * MINUTE_MS;
        for (const casino of ['a', 'b']) {
          for (let i = 0; i < 3; i++) await store.record(casino, distinctReleases(i * 50, 50));
        }
        expect(await backend.countRows()).toBeLessThanOrEqual(300);
      }
      expect(await backend.countRows()).toBe((await store.stats()).rows);
      // what is left is the newest minutes, the current one whole
      const last = T0 / MINUTE_MS + 29;
      const minuteRows = async (from: number, to: number) =>
        (await store.totals({ fromMinute: from, toMinute: to })).length;
      expect(await minuteRows(last, last)).toBe(2 * 64);
      expect(await minuteRows(last - 1, last - 1)).toBe(2 * 64);
      expect(await minuteRows(0, last - 3)).toBe(0);
    });

    it('drops, rather than grow, when the current minute alone fills the cap', async () => {
      const store = open({ maxRows: 100 });
      for (const casino of ['a', 'b', 'c']) await store.record(casino, distinctReleases(0, 50));
      expect(await store.stats()).toEqual({ rows: 100, dropped: 50 });
    });

    it('does not grow with a flood of beacons to the same rows', async () => {
      const store = open();
      for (let i = 0; i < 500; i++)
        await store.record(
          'fusion',
          beaconOf(shellLoad, load('mf_lobby', RELEASE), load('mf_game', OTHER_RELEASE)),
        );
      expect(await backend.countRows()).toBe(3);
      expect((await store.totals(ALL)).map((r) => r.loads)).toEqual([500, 500, 500]);
    });
  });
}
