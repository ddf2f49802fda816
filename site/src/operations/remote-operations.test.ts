// The operations on the site's store, as two site processes (or the CLI and the ops console) use
// them at once: each change is a compare-and-set on the casino's generation. Run on SQLite and on
// a PostgreSQL server of this file's own.
import {
  createDatabase,
  databaseUrl,
  startThrowaway,
  type Throwaway,
} from '../../../scripts/lib/postgres-cluster.cjs';
import type { SiteDatabase } from '../state/site-database';
import { lobbyManifest, NOW, remotesWorld, type RemotesWorld } from './operation-fixtures';
import type { OperationContext, OperationResult } from './operation-types';
import {
  abortCanary,
  casinoOverview,
  createPreview,
  promoteCanary,
  rollbackRemote,
  setRemote,
  startCanary,
} from './remote-operations';

jest.setTimeout(30_000);

const AT = NOW.toISOString();
const CONFLICT =
  'Not done: fusion was changed by someone else since you looked; nothing was changed.';

interface Backend {
  /** a new, empty database for the test (undefined: the world's SQLite file) */
  databaseUrl(): Promise<string | undefined>;
}

/**
 * Holds each store's commits until every one of them is at its commit: two processes that both
 * read and checked before either writes, the race at its closest. Returns the commits' spies.
 */
function commitTogether(databases: readonly SiteDatabase[]) {
  let waiting: (() => void)[] = [];
  return databases.map((database) => {
    const commit = database.store.commit.bind(database.store);
    return jest.spyOn(database.store, 'commit').mockImplementation(async (request) => {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length < databases.length) return;
        waiting.forEach((go) => go());
        waiting = [];
      });
      return commit(request);
    });
  });
}

function operationsBehave(backend: Backend): void {
  let world: RemotesWorld;
  let releaseA: string;
  let releaseB: string;
  /** two site processes on one database: each its own store, its own operator */
  let first: SiteDatabase;
  let second: SiteDatabase;
  let ana: OperationContext;
  let bo: OperationContext;

  beforeEach(async () => {
    world = remotesWorld();
    releaseA = world.release('a', lobbyManifest(), 1000);
    releaseB = world.release('b', lobbyManifest(), 2000);
    const url = await backend.databaseUrl();
    first = await world.openDatabase(url);
    second = await world.openDatabase(url);
    expect(second.store).not.toBe(first.store);
    ana = world.context(first, { operator: 'ana' });
    bo = world.context(second, { operator: 'bo' });
  });
  afterEach(() => world.cleanup());

  const fusion = async () => (await first.store.snapshot()).casinos.fusion;
  const set = (ctx: OperationContext, target: string, expectedGeneration?: number) =>
    setRemote(ctx, {
      casino: 'fusion',
      remote: 'mf_lobby',
      target,
      ...(expectedGeneration === undefined ? {} : { expectedGeneration }),
    });
  const lobby = { casino: 'fusion', remote: 'mf_lobby' };

  it('refuses a change decided on an older generation, naming who changed what since', async () => {
    const seen = await casinoOverview(bo, 'fusion');
    expect(seen.generation).toBe(0);
    expect(await set(ana, releaseA, 0)).toEqual({
      ok: true,
      message: `fusion: mf_lobby switched from default to ${releaseA}`,
      generation: 1,
    });

    const refused = await set(bo, releaseB, seen.generation);
    expect(refused).toEqual({
      ok: false,
      kind: 'conflict',
      message: CONFLICT,
      problems: [`${AT} ana: set mf_lobby from default to ${releaseA}`],
      since: [
        {
          at: AT,
          action: 'set',
          casino: 'fusion',
          remote: 'mf_lobby',
          from: null,
          to: releaseA,
          by: 'ana',
          generation: 1,
        },
      ],
    });
    // every operation decided on the old generation is refused alike
    const stale = { ...lobby, expectedGeneration: 0 };
    const others: OperationResult[] = [
      await rollbackRemote(bo, stale),
      await startCanary(bo, { ...stale, release: releaseB, percent: '10' }),
      await promoteCanary(bo, stale),
      await abortCanary(bo, stale),
    ];
    for (const result of others) expect(result).toMatchObject({ ok: false, kind: 'conflict' });
    expect(await fusion()).toEqual({
      generation: 1,
      remotes: { mf_lobby: releaseA },
      canaries: {},
    });
    expect(await first.store.audit()).toHaveLength(1);

    // looked at again, the change goes through
    expect(await set(bo, releaseB, 1)).toMatchObject({ ok: true, generation: 2 });
    // a generation not reached yet is no better than an old one
    expect(await set(ana, releaseA, 7)).toMatchObject({ ok: false, kind: 'conflict', since: [] });
    expect(await fusion()).toMatchObject({ generation: 2, remotes: { mf_lobby: releaseB } });
  });

  it('lets exactly one of two processes switching one casino at once succeed', async () => {
    const commits = commitTogether([first, second]);
    for (let generation = 0; generation < 3; generation += 1) {
      const targets = generation % 2 ? [releaseA, releaseB] : [releaseB, releaseA];
      const results = await Promise.all([
        set(ana, targets[0]!, generation),
        set(bo, targets[1]!, generation),
      ]);
      const winner = results.findIndex((result) => result.ok);
      expect(results.filter((result) => result.ok)).toEqual([
        expect.objectContaining({ generation: generation + 1 }),
      ]);
      const [by, target] = [['ana', 'bo'][winner]!, targets[winner]!];
      const loser = results[1 - winner]!;
      expect(loser).toMatchObject({ ok: false, kind: 'conflict', message: CONFLICT });
      expect(!loser.ok && loser.since).toEqual([
        expect.objectContaining({ by, to: target, generation: generation + 1 }),
      ]);
      // both processes read the winner's target
      for (const db of [first, second])
        expect((await db.store.snapshot()).casinos.fusion).toMatchObject({
          generation: generation + 1,
          remotes: { mf_lobby: target },
        });
    }
    // each time both got as far as the store's compare-and-set
    for (const commit of commits) expect(commit).toHaveBeenCalledTimes(3);
    commits.forEach((commit) => commit.mockRestore());
    expect(await second.store.audit()).toHaveLength(3);

    // and of many at once, spread over both
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) => set(i % 2 ? ana : bo, i % 3 ? releaseA : releaseB, 3)),
    );
    expect(many.filter((result) => result.ok)).toHaveLength(1);
    expect(many.filter((result) => !result.ok && result.kind === 'conflict')).toHaveLength(5);
    expect((await fusion())?.generation).toBe(4);
    expect(await first.store.audit()).toHaveLength(4);
  });

  it('promotes a canary in one commit: its release loaded by all, the canary ended', async () => {
    await set(ana, releaseA);
    expect(
      await startCanary(bo, { ...lobby, release: releaseB, percent: '20', expectedGeneration: 1 }),
    ).toMatchObject({ ok: true, generation: 2 });
    const commit = jest.spyOn(first.store, 'commit');
    expect(await promoteCanary(ana, { ...lobby, expectedGeneration: 2 })).toEqual({
      ok: true,
      message: `fusion: mf_lobby switched from ${releaseA} to ${releaseB}`,
      generation: 3,
    });
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit.mock.calls[0]![0]).toMatchObject({
      casino: 'fusion',
      expectedGeneration: 2,
      changes: [
        { kind: 'target', remote: 'mf_lobby', target: releaseB },
        { kind: 'canary', remote: 'mf_lobby', canary: null },
      ],
    });
    expect((await second.store.snapshot()).casinos.fusion).toEqual({
      generation: 3,
      remotes: { mf_lobby: releaseB },
      canaries: {},
    });
    expect((await second.store.audit()).at(-1)).toEqual({
      at: AT,
      action: 'promote',
      casino: 'fusion',
      remote: 'mf_lobby',
      from: releaseA,
      to: releaseB,
      by: 'ana',
      generation: 3,
    });
    expect(await promoteCanary(bo, lobby)).toMatchObject({ ok: false, kind: 'refused' });
  });

  it('promotes no canary whose release fails the checks now', async () => {
    await startCanary(ana, { ...lobby, release: releaseB, percent: '20' });
    for (const url of [...world.served.keys()])
      if (url.includes(releaseB)) world.served.delete(url);
    const refused = await promoteCanary(bo, lobby);
    expect(refused).toMatchObject({
      ok: false,
      kind: 'refused',
      message: `Refused: the canary of mf_lobby ${releaseB} stays as it is.`,
    });
    expect(await fusion()).toMatchObject({
      generation: 1,
      remotes: {},
      canaries: { mf_lobby: { release: releaseB, percent: 20, by: 'ana' } },
    });
  });

  it('tells the process after a change it committed, and only then', async () => {
    const generations: (number | undefined)[] = [];
    // what the site does: reads its store again, which already holds the change
    const afterChange = jest.fn(async () => {
      generations.push((await first.store.snapshot()).casinos.fusion?.generation);
    });
    const ctx: OperationContext = { ...ana, afterChange };

    expect(await set(ctx, releaseA)).toMatchObject({ ok: true });
    expect(generations).toEqual([1]);
    // refusals of every kind: nothing was committed, nothing to tell
    expect(await set(ctx, '9.9.9-0123456789')).toMatchObject({ kind: 'refused' });
    expect(await set(ctx, releaseB, 0)).toMatchObject({ kind: 'conflict' });
    expect(await setRemote(ctx, { ...lobby, casino: 'nowhere', target: releaseB })).toMatchObject({
      kind: 'invalid',
    });
    expect(await abortCanary(ctx, lobby)).toMatchObject({ kind: 'refused' });
    // a preview link changes nothing any other visitor loads
    expect(await createPreview(ctx, { ...lobby, release: releaseB })).toMatchObject({ ok: true });
    // the loser of two at once
    const raced = await Promise.all([set(ctx, releaseB, 1), set(bo, releaseB, 1)]);
    expect(raced.filter((result) => result.ok)).toHaveLength(1);
    expect(afterChange).toHaveBeenCalledTimes(raced[0]!.ok ? 2 : 1);
    const before = afterChange.mock.calls.length;
    await set(ctx, releaseA);
    await startCanary(ctx, { ...lobby, release: releaseB, percent: '5' });
    await abortCanary(ctx, lobby);
    expect(afterChange).toHaveBeenCalledTimes(before + 3);
    expect(generations.slice(-3)).toEqual([3, 4, 5]);
  });

  it('shows a casino: its target and who set it, the canary, the rollback, newest releases first', async () => {
    await set(ana, releaseA);
    await set(bo, releaseB);
    await startCanary(ana, { ...lobby, release: releaseA, percent: '5' });
    await createPreview(bo, { ...lobby, release: releaseA, hours: 1 });
    expect(await casinoOverview(ana, 'fusion')).toEqual({
      casino: 'fusion',
      generation: 3,
      remotes: [
        {
          name: 'mf_lobby',
          dir: 'mf-lobby',
          target: releaseB,
          setAt: AT,
          setBy: 'bo',
          canary: { release: releaseA, percent: 5, startedAt: AT, by: 'ana' },
          releases: [releaseB, releaseA],
          rollbackTo: releaseA,
        },
      ],
      previews: [
        {
          id: '1',
          remote: 'mf_lobby',
          release: releaseA,
          until: '2026-01-02T04:04:05.000Z',
          by: 'bo',
        },
      ],
    });
    expect((await casinoOverview(bo, 'classic')).remotes[0]).toMatchObject({
      target: null,
      setAt: null,
      setBy: null,
      canary: null,
    });
  });
}

describe('on SQLite', () => {
  operationsBehave({ databaseUrl: async () => undefined });
});

describe('on PostgreSQL', () => {
  let cluster: Throwaway;
  let databases = 0;
  beforeAll(async () => {
    cluster = await startThrowaway();
  }, 120_000);
  afterAll(() => cluster?.stop());

  operationsBehave({
    databaseUrl: async () => {
      databases += 1;
      const name = `operations_${databases}`;
      expect(await createDatabase(cluster.port, name)).toBe(true);
      return databaseUrl(cluster.port, name);
    },
  });
});
