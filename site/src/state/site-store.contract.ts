// What every site store does, whichever database it is on: the SQLite and PostgreSQL test files
// run these same tests, each on databases of its own.
import fs from 'node:fs';
import path from 'node:path';
import type { Canary } from '../releases/canary-store';
import type { AuditEntry } from '../releases/remotes-manifest';
import { tempDir } from '../testing/temp-dir';
import type { Migration } from './migration';
import { openSiteStore, type OpenedSiteStore, type OpenSiteStoreOptions } from './open-site-store';
import { runMigrations } from './run-migrations';
import { previewKey, type CommitRequest, type SiteStore } from './site-store';
import { STATE_MIGRATIONS } from './state-migrations';

export type DatabaseLocation = Pick<OpenSiteStoreOptions, 'databaseUrl' | 'sqliteFile'>;

export interface StoreBackend {
  /** a new, empty database, to open as often as a test needs */
  newDatabase(): Promise<DatabaseLocation>;
}

const AT = '2030-01-02T03:04:05.000Z';
const CANARY: Canary = { release: '1.4.0-0123456789', percent: 10, startedAt: AT, by: 'ana' };

function entry(
  casino: string,
  remote: string,
  to: string | null,
  extra: Partial<AuditEntry> = {},
): AuditEntry {
  return { at: AT, action: 'set', casino, remote, from: null, to, by: 'ana', ...extra };
}

/** A switch of `casino`'s `remote` to `to`, decided on `expected`, with its audit line. */
function switchTo(casino: string, remote: string, to: string, expected: number): CommitRequest {
  return {
    casino,
    expectedGeneration: expected,
    changes: [{ kind: 'target', remote, target: to }],
    audit: [entry(casino, remote, to)],
  };
}

export function itBehavesAsSiteStore(backend: StoreBackend): void {
  let opened: OpenedSiteStore[] = [];
  let dirs: string[] = [];
  const open = async (
    where: DatabaseLocation,
    more: Partial<OpenSiteStoreOptions> = {},
  ): Promise<OpenedSiteStore> => {
    const result = await openSiteStore({ ...where, ...more });
    opened.push(result);
    return result;
  };
  const fresh = async (): Promise<SiteStore> => (await open(await backend.newDatabase())).store;

  afterEach(async () => {
    await Promise.all(opened.map((each) => each.store.close()));
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
    opened = [];
    dirs = [];
  });

  it('starts empty', async () => {
    const store = await fresh();
    expect(await store.snapshot()).toEqual({ casinos: {} });
    expect(await store.audit()).toEqual([]);
    expect(await store.changeMarker()).toBe(await store.changeMarker());
  });

  it('commits a casino’s changes with their audit lines, and reads them back', async () => {
    const store = await fresh();
    const set = entry('acme', 'mf_lobby', 'mf_lobby-2');
    const canary = entry('acme', 'mf_game', 'mf_game-2', { action: 'canary', percent: 10 });
    expect(
      await store.commit({
        casino: 'acme',
        expectedGeneration: 0,
        changes: [
          { kind: 'target', remote: 'mf_lobby', target: 'mf_lobby-2' },
          { kind: 'canary', remote: 'mf_game', canary: CANARY },
        ],
        audit: [set, canary],
      }),
    ).toEqual({ ok: true, generation: 1 });
    expect(await store.commit(switchTo('beta', 'mf_lobby', 'mf_lobby-3', 0))).toEqual({
      ok: true,
      generation: 1,
    });
    expect(await store.snapshot()).toEqual({
      casinos: {
        acme: { generation: 1, remotes: { mf_lobby: 'mf_lobby-2' }, canaries: { mf_game: CANARY } },
        beta: { generation: 1, remotes: { mf_lobby: 'mf_lobby-3' }, canaries: {} },
      },
    });
    expect(await store.audit({ casino: 'acme' })).toEqual([
      { ...set, generation: 1 },
      { ...canary, generation: 1 },
    ]);

    const back = entry('acme', 'mf_lobby', null, { action: 'rollback', from: 'mf_lobby-2' });
    const result = await store.commit({
      casino: 'acme',
      expectedGeneration: 1,
      changes: [
        { kind: 'target', remote: 'mf_lobby', target: null },
        { kind: 'canary', remote: 'mf_game', canary: null },
      ],
      audit: [back],
    });
    expect(result).toEqual({ ok: true, generation: 2 });
    expect((await store.snapshot()).casinos.acme).toEqual({
      generation: 2,
      remotes: {},
      canaries: {},
    });
    expect((await store.audit({ casino: 'acme' })).at(-1)).toEqual({ ...back, generation: 2 });
  });

  it('changes its marker with every commit of any casino, and only then', async () => {
    const store = await fresh();
    const markers = [await store.changeMarker()];
    await store.commit(switchTo('acme', 'mf_lobby', 'mf_lobby-2', 0));
    markers.push(await store.changeMarker());
    await store.commit(switchTo('beta', 'mf_lobby', 'mf_lobby-2', 0));
    markers.push(await store.changeMarker());
    await store.commit({ casino: 'acme', expectedGeneration: 1, changes: [], audit: [] });
    markers.push(await store.changeMarker());
    expect(new Set(markers).size).toBe(4);

    await store.commit(switchTo('acme', 'mf_lobby', 'mf_lobby-9', 0)); // refused
    await store.commit(switchTo('gamma', 'mf_lobby', 'mf_lobby-9', 3)); // refused
    await store.appendAudit(entry('acme', 'mf_game', 'mf_game-2', { action: 'preview' }));
    expect(await store.changeMarker()).toBe(markers.at(-1));
  });

  it('refuses a change decided on another generation, telling what changed since', async () => {
    const store = await fresh();
    for (let generation = 0; generation < 3; generation += 1)
      await store.commit(switchTo('acme', 'mf_lobby', `mf_lobby-${generation + 1}`, generation));
    const before = await store.snapshot();

    expect(await store.commit(switchTo('acme', 'mf_lobby', 'mf_lobby-9', 1))).toEqual({
      ok: false,
      generation: 3,
      since: [
        { ...entry('acme', 'mf_lobby', 'mf_lobby-2'), generation: 2 },
        { ...entry('acme', 'mf_lobby', 'mf_lobby-3'), generation: 3 },
      ],
    });
    expect(await store.commit(switchTo('acme', 'mf_lobby', 'mf_lobby-9', 7))).toEqual({
      ok: false,
      generation: 3,
      since: [],
    });
    // a casino never changed is at generation 0, and stays absent after a refusal
    expect(await store.commit(switchTo('new', 'mf_lobby', 'mf_lobby-9', 2))).toEqual({
      ok: false,
      generation: 0,
      since: [],
    });
    expect(await store.snapshot()).toEqual(before);
    expect(await store.audit()).toHaveLength(3);
  });

  it('lets exactly one of two processes switching one casino at once succeed', async () => {
    const where = await backend.newDatabase();
    const stores = [(await open(where)).store, (await open(where)).store];
    for (let generation = 0; generation < 5; generation += 1) {
      const results = await Promise.all(
        stores.map((store, i) =>
          store.commit(switchTo('acme', 'mf_lobby', `mf_lobby-${generation}-${i}`, generation)),
        ),
      );
      const winner = results.findIndex((result) => result.ok);
      const loser = results[1 - winner]!;
      expect(results.filter((result) => result.ok)).toEqual([
        { ok: true, generation: generation + 1 },
      ]);
      const target = `mf_lobby-${generation}-${winner}`;
      expect(loser).toEqual({
        ok: false,
        generation: generation + 1,
        since: [{ ...entry('acme', 'mf_lobby', target), generation: generation + 1 }],
      });
      expect((await stores[1 - winner]!.snapshot()).casinos.acme?.remotes.mf_lobby).toBe(target);
    }

    // and of many at once, spread over both
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        stores[i % 2]!.commit(switchTo('acme', 'mf_game', `mf_game-${i}`, 5)),
      ),
    );
    expect(many.filter((result) => result.ok)).toHaveLength(1);
    expect(await stores[0]!.audit({ casino: 'acme' })).toHaveLength(6);
  });

  it('refuses a commit carrying another casino’s audit line', async () => {
    const store = await fresh();
    await expect(
      store.commit({
        ...switchTo('acme', 'mf_lobby', 'x', 0),
        audit: [entry('beta', 'mf_lobby', 'x')],
      }),
    ).rejects.toThrow('an audit entry of beta in a commit of acme');
    expect(await store.snapshot()).toEqual({ casinos: {} });
  });

  it('answers the audit log by casino and remote, the newest so many, oldest first', async () => {
    const store = await fresh();
    await store.commit(switchTo('acme', 'mf_lobby', 'mf_lobby-1', 0));
    await store.commit(switchTo('acme', 'mf_game', 'mf_game-1', 1));
    await store.commit(switchTo('beta', 'mf_lobby', 'mf_lobby-1', 0));
    // a line that changes nothing: the casino's generation now, every optional field kept
    const preview = entry('acme', 'mf_game', 'mf_game-2', {
      action: 'preview',
      until: '2030-01-03T00:00:00.000Z',
    });
    const abort = entry('acme', 'mf_game', null, { action: 'abort', percent: 5, reason: 'errors' });
    await store.appendAudit(preview);
    await store.appendAudit(abort);

    const all = await store.audit();
    expect(all.map((e) => `${e.casino}/${e.remote}/${e.generation}`)).toEqual([
      'acme/mf_lobby/1',
      'acme/mf_game/2',
      'beta/mf_lobby/1',
      'acme/mf_game/2',
      'acme/mf_game/2',
    ]);
    expect(all.slice(3)).toEqual([
      { ...preview, generation: 2 },
      { ...abort, generation: 2 },
    ]);
    expect(await store.audit({ casino: 'acme', remote: 'mf_game', limit: 2 })).toEqual(
      all.slice(3),
    );
    expect(await store.audit({ remote: 'mf_lobby' })).toEqual([all[0], all[2]]);
    expect(await store.audit({ casino: 'nobody' })).toEqual([]);
    expect(await store.audit({ limit: 0 })).toEqual([]);
    await expect(store.audit({ limit: -1 })).rejects.toThrow(RangeError);
  });

  it('lists the previews still valid, newest first', async () => {
    const store = await fresh();
    const preview = (casino: string, release: string, until: string) => ({
      casino,
      remote: 'mf_game',
      release,
      until,
      by: 'ana',
      at: AT,
    });
    const early = preview('acme', 'mf_game-1', '2030-01-02T10:00:00.000Z');
    const late = preview('acme', 'mf_game-2', '2030-01-02T12:00:00.000Z');
    const other = preview('beta', 'mf_game-3', '2030-01-02T12:00:00.000Z');
    const ids = [];
    for (const each of [early, late, other]) ids.push(await store.recordPreview(each));
    expect(ids).toEqual(['1', '2', '3']);
    const [e, l, o] = [
      { id: '1', ...early },
      { id: '2', ...late },
      { id: '3', ...other },
    ];

    expect(await store.previews(new Date('2030-01-02T09:00:00Z'))).toEqual([o, l, e]);
    expect(await store.previews(new Date('2030-01-02T09:00:00Z'), 'acme')).toEqual([l, e]);
    expect(await store.previews(new Date('2030-01-02T10:00:00Z'), 'acme')).toEqual([l]);
    expect(await store.previews(new Date('2030-01-02T12:00:00Z'))).toEqual([]);
    await expect(store.recordPreview(preview('acme', 'x', 'soon'))).rejects.toThrow(RangeError);
  });

  it('ends a live preview before its time, once, and names it to every process', async () => {
    const where = await backend.newDatabase();
    const [store, other] = [(await open(where)).store, (await open(where)).store];
    const until = '2030-01-02T12:00:00.500Z';
    const id = await store.recordPreview({
      casino: 'acme',
      remote: 'mf_game',
      release: 'mf_game-2',
      until,
      by: 'ana',
      at: AT,
    });
    const marker = await other.changeMarker();
    const at = new Date('2030-01-02T09:00:00.000Z');
    expect(await other.endedPreviews(at)).toEqual([]);

    expect(await store.endPreview(id, 'bo', at)).toEqual({
      id,
      casino: 'acme',
      remote: 'mf_game',
      release: 'mf_game-2',
      until,
      by: 'ana',
      at: AT,
      endedAt: at.toISOString(),
      endedBy: 'bo',
    });
    expect(await store.endPreview(id, 'bo', at)).toBeNull();
    for (const nothing of ['999', 'x', '', '1; DROP TABLE previews'])
      expect(await store.endPreview(nothing, 'bo', at)).toBeNull();
    expect(await store.previews(at)).toEqual([]);
    // another process sees it at its next poll: the marker moved, the link's key (whole seconds,
    // as the token carries its end) is in the list until the link would have expired anyway
    expect(await other.changeMarker()).not.toBe(marker);
    expect(await other.endedPreviews(at)).toEqual([
      previewKey({
        casino: 'acme',
        remote: 'mf_game',
        release: 'mf_game-2',
        expiresAt: Date.parse(until),
      }),
    ]);
    expect(await other.endedPreviews(new Date(until))).toEqual([]);
    // an expired link is not ended again
    const old = await store.recordPreview({
      casino: 'acme',
      remote: 'mf_game',
      release: 'mf_game-1',
      until: '2030-01-02T08:00:00.000Z',
      by: 'ana',
      at: AT,
    });
    expect(await store.endPreview(old, 'bo', at)).toBeNull();
  });

  it('reserves log-in attempts up to the limit, all processes together, even all at once', async () => {
    const where = await backend.newDatabase();
    const [a, b] = [(await open(where)).store, (await open(where)).store];
    const limit = { max: 5, windowMs: 60_000 };
    const now = Date.parse('2030-01-02T00:00:00Z');
    const keys = ['address:10.0.0.1', 'user:ana'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).loginAttempts.reserve(keys, limit, now)),
    );
    expect(answers.filter((r) => r.ok)).toHaveLength(5);
    expect(answers.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 35 }, () => ({ ok: false, retryAfter: 60 })),
    );
    // another key is free; a key is free again once its oldest attempt left the window
    expect(await a.loginAttempts.reserve(['user:bo'], limit, now)).toMatchObject({ ok: true });
    expect(await b.loginAttempts.reserve(keys, limit, now + 30_000)).toEqual({
      ok: false,
      retryAfter: 30,
    });
    expect(await b.loginAttempts.reserve(keys, limit, now + 60_000)).toMatchObject({ ok: true });
  });

  it('releases a reservation whose password matched, and clears the keys named', async () => {
    const store = await fresh();
    const limit = { max: 2, windowMs: 60_000 };
    const now = Date.parse('2030-01-02T00:00:00Z');
    const keys = ['address:10.0.0.1', 'user:ana'];
    const first = await store.loginAttempts.reserve(keys, limit, now);
    const second = await store.loginAttempts.reserve(keys, limit, now);
    expect(await store.loginAttempts.reserve(['user:ana'], limit, now)).toMatchObject({
      ok: false,
    });
    if (!first.ok || !second.ok) throw new Error('reserved');
    // the second matched: it is no failure, and the user's earlier ones are forgiven; the
    // address keeps its first
    await store.loginAttempts.release(second.id, ['user:ana']);
    expect(await store.loginAttempts.reserve(['user:ana'], limit, now)).toMatchObject({ ok: true });
    expect(await store.loginAttempts.reserve(['address:10.0.0.1'], limit, now)).toMatchObject({
      ok: true,
    });
    expect(await store.loginAttempts.reserve(['address:10.0.0.1'], limit, now)).toMatchObject({
      ok: false,
    });
  });

  it('keeps a secret made once: two processes making it at once read the same', async () => {
    const where = await backend.newDatabase();
    const [a, b] = [(await open(where)).store, (await open(where)).store];
    const [first, second] = await Promise.all([
      a.secret('preview', () => 'made-by-a'),
      b.secret('preview', () => 'made-by-b'),
    ]);
    expect(first).toBe(second);
    expect(['made-by-a', 'made-by-b']).toContain(first);
    const make = jest.fn(() => 'another');
    expect(await a.secret('preview', make)).toBe(first);
    expect(make).not.toHaveBeenCalled();
    expect(await a.secret('other', () => 'its own')).toBe('its own');
  });

  it('keeps the operators: names are unique, roles and passwords change', async () => {
    const store = await fresh();
    const ana = { name: 'ana', passwordHash: 'h1', role: 'admin' as const, createdAt: AT };
    const bo = { name: 'bo', passwordHash: 'h2', role: 'viewer' as const, createdAt: AT };
    expect(await store.operators.add(bo)).toBe(true);
    expect(await store.operators.add(ana)).toBe(true);
    expect(await store.operators.add({ ...ana, role: 'viewer' })).toBe(false);
    expect(await store.operators.list()).toEqual([ana, bo]);

    expect(await store.operators.setRole('bo', 'release_manager')).toBe(true);
    expect(await store.operators.setPassword('bo', 'h3')).toBe(true);
    expect(await store.operators.get('bo')).toEqual({
      ...bo,
      role: 'release_manager',
      passwordHash: 'h3',
    });
    expect(await store.operators.setRole('nobody', 'admin')).toBe(false);
    expect(await store.operators.setPassword('nobody', 'h')).toBe(false);

    expect(await store.operators.remove('bo')).toBe(true);
    expect(await store.operators.remove('bo')).toBe(false);
    expect(await store.operators.get('bo')).toBeNull();
    expect(await store.operators.list()).toEqual([ana]);
  });

  it('keeps the sessions until they expire, and ends them one or all of an operator', async () => {
    const store = await fresh();
    const session = (idHash: string, operator: string, expiresAt: number) => ({
      idHash,
      operator,
      csrf: `csrf-${idHash}`,
      expiresAt,
    });
    const expiresAt = Date.parse('2030-01-02T00:00:00Z');
    for (const each of [
      session('a1', 'ana', expiresAt),
      session('a2', 'ana', expiresAt),
      session('b1', 'bo', expiresAt),
    ])
      await store.sessions.create(each);

    expect(await store.sessions.get('a1', expiresAt - 1)).toEqual(session('a1', 'ana', expiresAt));
    expect(await store.sessions.get('a1', expiresAt)).toBeNull();
    expect(await store.sessions.get('nope', 0)).toBeNull();

    await store.sessions.remove('b1');
    expect(await store.sessions.get('b1', 0)).toBeNull();
    await store.sessions.removeFor('ana');
    expect(await store.sessions.get('a1', 0)).toBeNull();
    expect(await store.sessions.get('a2', 0)).toBeNull();
  });

  it('runs each migration once: opening again, with other modules’ steps, keeps everything', async () => {
    const where = await backend.newDatabase();
    const first = await open(where);
    await first.store.commit(switchTo('acme', 'mf_lobby', 'mf_lobby-2', 0));
    // a step that fails when run twice
    const extra: Migration = {
      id: '900-extra',
      sqlite: 'CREATE TABLE extra_rows (x INTEGER)',
      postgres: 'CREATE TABLE extra_rows (x INTEGER)',
    };
    const second = await open(where, { extraMigrations: [extra] });
    const third = await open(where, { extraMigrations: [extra] });
    const handle = third.sqlite ?? third.pool!;
    expect(await runMigrations(handle, [...STATE_MIGRATIONS, extra])).toEqual([]);
    expect((await second.store.snapshot()).casinos.acme?.remotes).toEqual({
      mf_lobby: 'mf_lobby-2',
    });
  });

  describe('importing the files of a site from before the database', () => {
    const write = (dir: string, name: string, text: string) =>
      fs.writeFileSync(path.join(dir, name), text);
    const legacyIn = (dir: string) => ({
      manifestFile: path.join(dir, 'remotes.json'),
      canaryFile: path.join(dir, 'remotes.canary.json'),
      auditFile: path.join(dir, 'remotes.audit.log'),
    });
    const history = [
      entry('acme', 'mf_lobby', 'mf_lobby-1'),
      entry('acme', 'mf_lobby', 'mf_lobby-2', { from: 'mf_lobby-1' }),
      entry('acme', 'mf_game', 'mf_game-2', { action: 'canary', percent: 10 }),
    ];
    const writeLegacy = (dir: string) => {
      write(dir, 'remotes.json', JSON.stringify({ acme: { mf_lobby: 'mf_lobby-2' } }));
      write(dir, 'remotes.canary.json', JSON.stringify({ beta: { mf_game: CANARY } }));
      write(
        dir,
        'remotes.audit.log',
        history.map((e) => JSON.stringify(e)).join('\n') + '\n{"torn',
      );
    };
    const folder = () => {
      const dir = tempDir('parlor-legacy-');
      dirs.push(dir);
      return dir;
    };

    it('imports them once, and not again on the next start', async () => {
      const dir = folder();
      writeLegacy(dir);
      const where = await backend.newDatabase();
      const { store } = await open(where, { legacy: legacyIn(dir) });
      expect(await store.snapshot()).toEqual({
        casinos: {
          acme: { generation: 1, remotes: { mf_lobby: 'mf_lobby-2' }, canaries: {} },
          beta: { generation: 1, remotes: {}, canaries: { mf_game: CANARY } },
        },
      });
      expect(await store.audit()).toEqual(history.map((e) => ({ ...e, generation: 0 })));

      // the import is the casino's generation 1: a change goes on from there
      expect(await store.commit(switchTo('acme', 'mf_lobby', 'mf_lobby-3', 1))).toEqual({
        ok: true,
        generation: 2,
      });
      write(dir, 'remotes.json', JSON.stringify({ acme: { mf_lobby: 'mf_lobby-1' } }));
      const again = await open(where, { legacy: legacyIn(dir) });
      expect((await again.store.snapshot()).casinos.acme?.remotes).toEqual({
        mf_lobby: 'mf_lobby-3',
      });
      expect(await again.store.audit()).toHaveLength(4);
    });

    it('marks the import done when there are no files, and keeps to it when they appear', async () => {
      const dir = folder();
      const where = await backend.newDatabase();
      await open(where, { legacy: legacyIn(dir) });
      writeLegacy(dir);
      const { store } = await open(where, { legacy: legacyIn(dir) });
      expect(await store.snapshot()).toEqual({ casinos: {} });
      expect(await store.audit()).toEqual([]);
    });

    it('leaves a store that already holds state as it is', async () => {
      const dir = folder();
      writeLegacy(dir);
      const where = await backend.newDatabase();
      const first = await open(where);
      await first.store.commit(switchTo('gamma', 'mf_lobby', 'mf_lobby-7', 0));
      const { store } = await open(where, { legacy: legacyIn(dir) });
      expect(Object.keys((await store.snapshot()).casinos)).toEqual(['gamma']);
      expect(await store.audit()).toHaveLength(1);
    });
  });

  it('closes twice without complaint', async () => {
    const store = await fresh();
    await store.close();
    await expect(store.close()).resolves.toBeUndefined();
  });
}
