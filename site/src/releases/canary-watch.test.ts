import { NOW, remotesWorld, type RemotesWorld } from '../operations/operation-fixtures';
import type { OperationContext } from '../operations/operation-types';
import type { SiteDatabase } from '../state/site-database';
import { startStateCache, type StateCache } from '../state/state-cache';
import type { Canary } from './canary-store';
import { checkCanaries, releaseOfTarget, SITE_OPERATOR, type FiguresRow } from './canary-watch';
import { beaconOf, load, shellLoad, visitBeacon } from '../telemetry/telemetry-fixtures';
import { summarize } from '../telemetry/telemetry-summary';
import { memoryTelemetry } from '../telemetry/telemetry-test-db';

const BASE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.1.1-bbbbbbbbbb';
const NEWER = '0.1.2-cccccccccc';
const STARTED = '2026-01-02T02:00:00.000Z';
const HURTS = 'errors 100.0% of visits against 1.0% on the baseline (25 visits)';

const canaryOf = (release: string): Canary => ({
  release,
  percent: 10,
  startedAt: STARTED,
  by: 'maria',
});

const figures = (release: string, visits: number, errorRate: number): FiguresRow => ({
  remote: 'mf_lobby',
  release,
  visits,
  loadFailureRate: 0,
  errorRate,
  p75Lcp: 1000,
  p75Inp: 60,
});

describe('the site’s automatic rollback of a canary', () => {
  let world: RemotesWorld;
  let database: SiteDatabase;
  let caches: StateCache[];
  let rows: FiguresRow[];
  let asked: [string, string][];

  beforeEach(async () => {
    world = remotesWorld();
    database = await world.openDatabase();
    // the casino loads BASE; an operator sent a tenth of its visitors to CANARY
    await database.store.commit({
      casino: 'fusion',
      expectedGeneration: 0,
      changes: [
        { kind: 'target', remote: 'mf_lobby', target: BASE },
        { kind: 'canary', remote: 'mf_lobby', canary: canaryOf(CANARY) },
      ],
      audit: [],
    });
    caches = [];
    rows = [];
    asked = [];
  });
  afterEach(async () => {
    caches.forEach((cache) => cache.stop());
    await world.cleanup();
  });

  /** A site process's watch: its own state as last read, operations as the site itself. */
  async function watchOn(db: SiteDatabase) {
    const cache = await startStateCache(db.store, { pollMs: 60_000 });
    caches.push(cache);
    const ops: OperationContext = world.context(db, { operator: SITE_OPERATOR });
    return () =>
      checkCanaries({
        ops,
        manifest: cache.manifest,
        canaries: cache.canaries,
        figures: async (casino, since) => {
          asked.push([casino, since.toISOString()]);
          return rows;
        },
      });
  }

  const aborts = async () => (await database.store.audit()).filter((e) => e.action === 'abort');

  it('ends a canary that throws for its visitors, says why, and names the site', async () => {
    const check = await watchOn(database);
    rows = [figures(BASE, 200, 0.01), figures(CANARY, 25, 1)];
    expect(await check()).toEqual([
      { casino: 'fusion', remote: 'mf_lobby', release: CANARY, reason: HURTS },
    ]);
    // judged on the figures since the canary started
    expect(asked).toEqual([['fusion', STARTED]]);
    expect((await database.store.snapshot()).casinos.fusion).toEqual({
      generation: 2,
      remotes: { mf_lobby: BASE },
      canaries: {},
    });
    expect(await database.store.audit()).toEqual([
      {
        at: NOW.toISOString(),
        action: 'abort',
        casino: 'fusion',
        remote: 'mf_lobby',
        from: CANARY,
        to: BASE,
        by: 'site (automatic)',
        reason: HURTS,
        generation: 2,
      },
    ]);
  });

  it('ends a canary that throws for every visit, however many good loads one visitor sends', async () => {
    // the site's own figures: the store the beacons go to, summed as the site sums them
    const telemetry = memoryTelemetry({ now: () => Date.parse(STARTED) + 60_000 });
    try {
      for (let i = 0; i < 200; i++)
        await telemetry.store.record('fusion', beaconOf(shellLoad, load('mf_lobby', BASE)));
      const thrown = { type: 'error', remote: 'mf_lobby', release: CANARY, kind: 'error' } as const;
      for (let i = 0; i < 25; i++)
        await telemetry.store.record('fusion', beaconOf(load('mf_lobby', CANARY), thrown));
      // one visitor, one page: a thousand loads that went well, in beacons of fifty
      const oks = Array.from({ length: 50 }, () => load('mf_lobby', CANARY));
      for (let i = 0; i < 20; i++)
        await telemetry.store.record('fusion', visitBeacon('visit_steering_0000000', ...oks));
      const cache = await startStateCache(database.store, { pollMs: 60_000 });
      caches.push(cache);
      const aborted = await checkCanaries({
        ops: world.context(database, { operator: SITE_OPERATOR }),
        manifest: cache.manifest,
        canaries: cache.canaries,
        figures: (casino, since) => summarize(telemetry.store, { casino, since }),
      });
      expect(aborted).toEqual([
        {
          casino: 'fusion',
          remote: 'mf_lobby',
          release: CANARY,
          reason: 'errors 96.2% of visits against 0.0% on the baseline (26 visits)',
        },
      ]);
      expect((await database.store.snapshot()).casinos.fusion?.canaries).toEqual({});
    } finally {
      await telemetry.end();
    }
  });

  it('leaves a healthy canary, or one without enough visits, running', async () => {
    const check = await watchOn(database);
    rows = [figures(BASE, 200, 0.01), figures(CANARY, 300, 0.02)];
    expect(await check()).toEqual([]);
    rows = [figures(BASE, 200, 0.01), figures(CANARY, 5, 1)];
    expect(await check()).toEqual([]);
    rows = [figures(BASE, 200, 0.01)];
    expect(await check()).toEqual([]);
    expect((await database.store.snapshot()).casinos.fusion?.canaries).toEqual({
      mf_lobby: canaryOf(CANARY),
    });
    expect(await database.store.audit()).toEqual([]);
  });

  it('leaves alone a canary of another release started since the one it judged', async () => {
    const check = await watchOn(database);
    // an operator replaces the canary after this process last read the state
    await database.store.commit({
      casino: 'fusion',
      expectedGeneration: 1,
      changes: [{ kind: 'canary', remote: 'mf_lobby', canary: canaryOf(NEWER) }],
      audit: [],
    });
    rows = [figures(BASE, 200, 0.01), figures(CANARY, 25, 1)];
    expect(await check()).toEqual([]);
    expect((await database.store.snapshot()).casinos.fusion?.canaries).toEqual({
      mf_lobby: canaryOf(NEWER),
    });
    expect(await aborts()).toEqual([]);
  });

  it('ends a canary once when two site processes judge it at the same time', async () => {
    const checks = [await watchOn(database), await watchOn(await world.openDatabase())];
    rows = [figures(BASE, 200, 0.01), figures(CANARY, 25, 1)];
    const results = await Promise.all(checks.map((check) => check()));
    expect(results.flat()).toHaveLength(1);
    expect(await aborts()).toHaveLength(1);
    expect((await database.store.snapshot()).casinos.fusion?.canaries).toEqual({});
  });

  it('counts a target by the release telemetry names it with', () => {
    expect(releaseOfTarget(null)).toBe('default');
    expect(releaseOfTarget(BASE)).toBe(BASE);
    expect(releaseOfTarget(`http://cdn.example/releases/${BASE}/remoteEntry.js`)).toBe(BASE);
    expect(releaseOfTarget('http://cdn.example/lobby/remoteEntry.js')).toBe('default');
  });
});
