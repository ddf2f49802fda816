import type { FastifyRequest } from 'fastify';
import { verifyPreview } from '../preview/preview-token';
import { startStateCache } from '../state/state-cache';
import { casinoUrls } from '../site-settings';
import { UNAVAILABLE_MESSAGE } from '../operations/operation-results';
import {
  lobbyManifest,
  NOW,
  remotesWorld,
  type ContextOptions,
  type RemotesWorld,
} from '../operations/operation-fixtures';
import type { SiteDatabase } from '../state/site-database';
import type { SiteStore } from '../state/site-store';
import { beaconOf, load, shellLoad } from '../telemetry/telemetry-fixtures';
import { runRemotesCommand, type RemotesCommandContext } from './remotes-command';
import { visitorReleases } from './visitor-releases';

const AT = NOW.toISOString();

/** The store, with the calls named failing as a database that went away fails them. */
function failing(store: SiteStore, calls: readonly (keyof SiteStore)[]): SiteStore {
  return new Proxy(store, {
    get(target, name, receiver) {
      if (calls.includes(name as keyof SiteStore))
        return () => Promise.reject(new Error('Connection terminated unexpectedly'));
      const value: unknown = Reflect.get(target, name, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('npm run remotes', () => {
  let world: RemotesWorld;
  let database: SiteDatabase;
  let ctx: RemotesCommandContext;
  let out: string[];
  let err: string[];
  let releaseA: string;
  let releaseB: string;

  /** The command's context as `npm run remotes` makes it, on `db`, operator maria. */
  const commandOn = (db: SiteDatabase, options: ContextOptions = {}): RemotesCommandContext => ({
    ops: world.context(db, { operator: 'maria', ...options }),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });

  beforeEach(async () => {
    world = remotesWorld();
    // the telemetry's clock five minutes before the command's
    database = await world.openDatabase(undefined, { now: () => NOW.getTime() - 5 * 60_000 });
    out = [];
    err = [];
    ctx = commandOn(database);
    releaseA = world.release('a', lobbyManifest(), 1000);
    releaseB = world.release('b', lobbyManifest(), 2000);
  });
  afterEach(() => world.cleanup());

  const run = (...argv: string[]) => runRemotesCommand(argv, ctx);
  const state = async () => (await database.store.snapshot()).casinos;
  const audit = () => database.store.audit();

  it('switches one casino to a release and records who did it when', async () => {
    expect(await run('set', 'classic', 'mf_lobby', releaseA)).toBe(0);
    expect(out).toEqual([`classic: mf_lobby switched from default to ${releaseA}`]);
    expect(await state()).toEqual({
      classic: { generation: 1, remotes: { mf_lobby: releaseA }, canaries: {} },
    });
    expect(await audit()).toEqual([
      {
        at: AT,
        action: 'set',
        casino: 'classic',
        remote: 'mf_lobby',
        from: null,
        to: releaseA,
        by: 'maria',
        generation: 1,
      },
    ]);
    out = [];
    expect(await run('status')).toBe(0);
    expect(out.find((l) => l.startsWith('classic'))).toMatch(
      new RegExp(`^classic\\s+mf_lobby\\s+${releaseA}\\s+${AT}\\s+maria$`),
    );
    expect(out.find((l) => l.startsWith('fusion'))).toMatch(
      /^fusion\s+mf_lobby\s+default \(mf-lobby\/dist\)\s+-\s+-$/,
    );
    expect(out).toContain(`mf_lobby releases: ${releaseB}, ${releaseA}`);
  });

  it('checks a release on the remote’s own host when told where that is', async () => {
    ctx = commandOn(database, { env: { PARLOR_CHECK_HOST: '{remote}.internal' } });
    expect(await run('set', 'fusion', 'mf_lobby', releaseA)).toBe(1);
    expect(err.join('\n')).toContain(
      `http://mf-lobby.internal:8081/releases/${releaseA}/remoteEntry.js does not answer`,
    );
    for (const [url, body] of [...world.served])
      world.served.set(url.replace('localhost', 'mf-lobby.internal'), body);
    expect(await run('set', 'fusion', 'mf_lobby', releaseA)).toBe(0);
  });

  it('checks a release at the edge’s path when the remotes are served there', async () => {
    const settings = { ...world.settings, remotesPath: '/remotes' };
    ctx = commandOn(database, { settings, env: { PARLOR_CHECK_BASE: 'http://edge.internal/' } });
    for (const [url, body] of [...world.served])
      world.served.set(
        url.replace('http://localhost:8081/', 'http://edge.internal/remotes/mf-lobby/'),
        body,
      );
    expect(await run('set', 'fusion', 'mf_lobby', releaseA)).toBe(0);
  });

  it('rolls back step by step to what each switch replaced', async () => {
    await run('set', 'classic', 'mf-lobby', releaseA);
    await run('set', 'classic', 'mf_lobby', releaseB);
    expect(await run('rollback', 'classic', 'mf_lobby')).toBe(0);
    expect((await state()).classic?.remotes).toEqual({ mf_lobby: releaseA });
    // back to the default build: checked on the lobby's own server, then no target at all
    world.served.set('http://localhost:8081/remoteEntry.js', '/* dist */');
    world.served.set('http://localhost:8081/mf-manifest.json', JSON.stringify(lobbyManifest()));
    expect(await run('rollback', 'classic', 'mf_lobby')).toBe(0);
    expect((await state()).classic?.remotes).toEqual({});
    expect(await run('rollback', 'classic', 'mf_lobby')).toBe(1);
    expect(err.join('\n')).toMatch(/no earlier release to roll back to/);
    expect((await audit()).map((e) => `${e.action} ${e.from} -> ${e.to} by ${e.by}`)).toEqual([
      `set null -> ${releaseA} by maria`,
      `set ${releaseA} -> ${releaseB} by maria`,
      `rollback ${releaseB} -> ${releaseA} by maria`,
      `rollback ${releaseA} -> null by maria`,
    ]);
  });

  it('refuses an address that serves nothing and leaves the state as it was', async () => {
    await run('set', 'fusion', 'mf_lobby', releaseA);
    const before = await state();
    expect(await run('set', 'fusion', 'mf_lobby', 'http://localhost:9/remoteEntry.js')).toBe(1);
    expect(err.join('\n')).toMatch(
      /Refused: fusion stays on mf_lobby .*\n.*http:\/\/localhost:9\/remoteEntry.js does not answer \(ECONNREFUSED\)/,
    );
    expect(await state()).toEqual(before);
    expect(await audit()).toHaveLength(1);
  });

  it('refuses a build that lacks a module the site loads', async () => {
    const partial = world.release('c', lobbyManifest({ exposes: ['HomePage'] }), 3000);
    expect(await run('set', 'fusion', 'mf_lobby', partial)).toBe(1);
    expect(err.join('\n')).toMatch(/does not expose \.\/GamesListPage, \.\/FavoritesPage/);
    expect(await state()).toEqual({});
  });

  it('refuses a build that needs shared versions the shell does not provide', async () => {
    const skewed = world.release('d', lobbyManifest({ sharedRange: '^0.2.0' }), 4000);
    expect(await run('set', 'fusion', 'mf_lobby', skewed)).toBe(1);
    expect(err.join('\n')).toMatch(
      'mf_lobby needs @parlor/shared ^0.2.0 but the shell provides @parlor/shared 0.1.0',
    );
    expect(await state()).toEqual({});
  });

  it('refuses an unknown release, casino or remote with a usage message', async () => {
    expect(await run('set', 'fusion', 'mf_lobby', '9.9.9-0123456789')).toBe(1);
    expect(err.join('\n')).toMatch(/has no release 9\.9\.9-0123456789; its releases: /);
    expect(await run('set', 'fusion', 'mf_lobby', 'http://localhost:8081/mf-manifest.json')).toBe(
      1,
    );
    expect(err.join('\n')).toMatch(/is not a remote entry/);
    err = [];
    expect(await run('set', 'nowhere', 'mf_lobby', releaseA)).toBe(2);
    expect(err[0]).toBe('unknown casino "nowhere": one of fusion, classic');
    expect(err.at(-1)).toMatch(/^usage: npm run remotes -- status/);
    expect(await run('set', 'fusion', 'mf_nothing', releaseA)).toBe(2);
    expect(await run('set', 'fusion', 'mf_lobby')).toBe(2);
    expect(await run('frobnicate')).toBe(2);
    expect(await state()).toEqual({});
    expect(await audit()).toEqual([]);
  });

  describe('canaries', () => {
    it('sends a share of one casino to a release, shows it, and promotes it', async () => {
      await run('set', 'fusion', 'mf_lobby', releaseA);
      expect(await run('canary', 'fusion', 'mf_lobby', releaseB, '25')).toBe(0);
      expect(out.at(-1)).toBe(
        `fusion: 25% of visitors load mf_lobby ${releaseB}; the others stay on ${releaseA}`,
      );
      // the casino's own release is unchanged until the promotion
      expect((await state()).fusion).toEqual({
        generation: 2,
        remotes: { mf_lobby: releaseA },
        canaries: { mf_lobby: { release: releaseB, percent: 25, startedAt: AT, by: 'maria' } },
      });
      out = [];
      await run('status');
      expect(out).toContain(`canary: fusion mf_lobby ${releaseB} at 25% since ${AT} by maria`);
      expect(await run('promote', 'fusion', 'mf_lobby')).toBe(0);
      expect(out.at(-1)).toBe(`fusion: mf_lobby switched from ${releaseA} to ${releaseB}`);
      expect((await state()).fusion).toEqual({
        generation: 3,
        remotes: { mf_lobby: releaseB },
        canaries: {},
      });
      expect((await audit()).map((e) => [e.action, e.by, e.percent])).toEqual([
        ['set', 'maria', undefined],
        ['canary', 'maria', 25],
        ['promote', 'maria', undefined],
      ]);
      // a rollback after a promotion goes back to what the promotion replaced
      expect(await run('rollback', 'fusion', 'mf_lobby')).toBe(0);
      expect((await state()).fusion?.remotes).toEqual({ mf_lobby: releaseA });
    });

    it('keeps a canary’s start when only its share changes, and aborts it', async () => {
      await run('canary', 'classic', 'mf_lobby', releaseA, '10');
      ctx.ops.now = () => new Date('2026-01-02T05:00:00.000Z');
      await run('canary', 'classic', 'mf_lobby', releaseA, '50');
      expect((await state()).classic?.canaries.mf_lobby).toEqual({
        release: releaseA,
        percent: 50,
        startedAt: AT,
        by: 'maria',
      });
      expect(await run('abort', 'classic', 'mf_lobby')).toBe(0);
      expect(out.at(-1)).toBe(
        `classic: the canary of mf_lobby ${releaseA} ended; every visitor loads default`,
      );
      expect((await state()).classic?.canaries).toEqual({});
      expect((await audit()).at(-1)).toEqual({
        at: '2026-01-02T05:00:00.000Z',
        action: 'abort',
        casino: 'classic',
        remote: 'mf_lobby',
        from: releaseA,
        to: null,
        by: 'maria',
        generation: 3,
      });
      err = [];
      expect(await run('abort', 'classic', 'mf_lobby')).toBe(1);
      expect(err).toEqual(['classic: mf_lobby has no canary to abort']);
      expect(await run('promote', 'classic', 'mf_lobby')).toBe(1);
      expect((await state()).classic?.generation).toBe(3);
    });

    it('refuses a canary that fails the checks of a switch, or a share out of range', async () => {
      const skewed = world.release('e', lobbyManifest({ sharedRange: '^0.2.0' }), 5000);
      expect(await run('canary', 'fusion', 'mf_lobby', skewed, '20')).toBe(1);
      expect(err.join('\n')).toMatch(/needs @parlor\/shared \^0\.2\.0/);
      for (const share of ['0', '100', '12.5', 'ten'])
        expect(await run('canary', 'fusion', 'mf_lobby', releaseA, share)).toBe(2);
      expect(await run('canary', 'fusion', 'mf_lobby', 'default', '20')).toBe(1);
      expect(await state()).toEqual({});
      expect(await audit()).toEqual([]);
    });
  });

  describe('preview links', () => {
    it('prints a signed link for a release that passes the checks, and keeps it', async () => {
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--hours', '2')).toBe(0);
      const until = '2026-01-02T05:04:05.000Z';
      expect(out[0]).toBe(`Preview of mf_lobby ${releaseA} for fusion, until ${until}:`);
      const link = new URL(out[1]!);
      expect(link.origin).toBe('http://localhost:8080');
      const token = link.searchParams.get('parlor_preview');
      // signed with the secret the site keeps in its store, which every site process reads
      const secret = await database.store.secret('preview', () => 'not made again');
      expect(secret).not.toBe('not made again');
      expect(verifyPreview(token, secret, Date.parse('2026-01-02T04:00:00Z'))).toEqual({
        ok: true,
        preview: {
          casino: 'fusion',
          remote: 'mf_lobby',
          release: releaseA,
          expiresAt: Date.parse(until),
        },
      });
      expect(verifyPreview(token, secret, Date.parse(until) + 1)).toMatchObject({ ok: false });
      expect(await database.store.previews(NOW)).toEqual([
        {
          id: '1',
          casino: 'fusion',
          remote: 'mf_lobby',
          release: releaseA,
          until,
          by: 'maria',
          at: AT,
        },
      ]);
      expect(await audit()).toEqual([
        {
          at: AT,
          action: 'preview',
          casino: 'fusion',
          remote: 'mf_lobby',
          from: null,
          to: releaseA,
          by: 'maria',
          until,
          generation: 0,
        },
      ]);
      // a preview changes nothing any visitor loads
      expect(await state()).toEqual({});
      out = [];
      await run('preview', 'classic', 'mf_lobby', releaseB, '--site', 'https://classic.example');
      expect(new URL(out[1]!).origin).toBe('https://classic.example');
      expect((await database.store.previews(NOW)).map((p) => p.casino)).toEqual([
        'classic',
        'fusion',
      ]);
    });

    it("opens a casino's link on its own address when the site knows it (PARLOR_CASINO_URLS)", async () => {
      const settings = {
        ...world.settings,
        casinoUrls: casinoUrls('classic=http://classic.localhost:8080, fusion=nonsense'),
      };
      ctx = commandOn(database, { settings });
      expect(await run('preview', 'classic', 'mf_lobby', releaseA)).toBe(0);
      expect(new URL(out[1]!).origin).toBe('http://classic.localhost:8080');
      out = [];
      // not a valid address: the site's own
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA)).toBe(0);
      expect(new URL(out[1]!).origin).toBe('http://localhost:8080');
    });

    it("opens a reference casino's link on its built-in address when no casino has one", async () => {
      // fusion's address answers a link for classic with 400 "for another casino"
      const origins: string[] = [];
      for (const casino of ['classic', 'fusion']) {
        out = [];
        expect(await run('preview', casino, 'mf_lobby', releaseA)).toBe(0);
        origins.push(new URL(out[1]!).origin);
      }
      expect(origins).toEqual(['http://classic.localhost:8080', 'http://localhost:8080']);
      // on the site's scheme, port and path
      ctx = commandOn(database, { env: { PARLOR_SITE_URL: 'https://localhost:9443/casino/' } });
      out = [];
      expect(await run('preview', 'classic', 'mf_lobby', releaseA)).toBe(0);
      expect(out[1]).toMatch(/^https:\/\/classic\.localhost:9443\/casino\/\?parlor_preview=/);
    });

    it('ends a link before its time: the site stops honouring it at its next read', async () => {
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--hours', '2')).toBe(0);
      const token = new URL(out[1]!).searchParams.get('parlor_preview')!;
      const secret = await database.store.secret('preview', () => 'not made again');
      const cache = await startStateCache(database.store, { pollMs: 60_000, now: () => NOW });
      const visitor = { headers: { cookie: `parlor_preview=${token}` } } as FastifyRequest;
      const releasesOf = () =>
        visitorReleases(visitor, 'fusion', {
          canaries: cache.canaries,
          previewSecret: () => secret,
          endedPreviews: cache.endedPreviews,
          now: () => NOW.getTime(),
        }).releases;
      try {
        expect(releasesOf()).toEqual({ mf_lobby: releaseA });
        out = [];
        expect(await run('preview', 'list')).toBe(0);
        expect(out[0]).toMatch(/^id\s+casino\s+remote\s+release\s+until\s+by$/);
        expect(out[1]).toMatch(new RegExp(`^1\\s+fusion\\s+mf_lobby\\s+${releaseA}\\s`));

        out = [];
        expect(await run('preview', 'end', '1')).toBe(0);
        expect(out).toEqual([
          `Preview 1 of mf_lobby ${releaseA} for fusion ended: its link opens nothing any more.`,
        ]);
        await cache.refresh();
        expect(releasesOf()).toEqual({});
        expect(await database.store.previews(NOW)).toEqual([]);
        expect((await audit()).at(-1)).toEqual({
          at: AT,
          action: 'preview_end',
          casino: 'fusion',
          remote: 'mf_lobby',
          from: null,
          to: releaseA,
          by: 'maria',
          until: '2026-01-02T05:04:05.000Z',
          subject: '1',
          generation: 0,
        });
        // once only, and nothing that is no preview
        expect(await run('preview', 'end', '1')).toBe(1);
        expect(await run('preview', 'end', 'x')).toBe(1);
        expect(err.join('\n')).toMatch(/No live preview 1: nothing was ended/);
      } finally {
        cache.stop();
      }
    });

    it('refuses bad options and releases that fail the checks', async () => {
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--hours', '100')).toBe(2);
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--site', 'ftp://x')).toBe(2);
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--hours')).toBe(2);
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--days', '1')).toBe(2);
      const partial = world.release('f', lobbyManifest({ exposes: ['HomePage'] }), 6000);
      expect(await run('preview', 'fusion', 'mf_lobby', partial)).toBe(1);
      expect(err.join('\n')).toMatch(/Refused: no preview of mf_lobby/);
      expect(out).toEqual([]);
      expect(await database.store.previews(NOW)).toEqual([]);
      expect(await audit()).toEqual([]);
    });
  });

  it('prints how each release fares with visitors, from the site database’s telemetry', async () => {
    await database.telemetry.record('fusion', beaconOf(shellLoad, load('mf_lobby', releaseA)));
    await database.telemetry.record(
      'fusion',
      beaconOf(shellLoad, load('mf_lobby', releaseA, 'failed', 'skew')),
    );
    expect(await run('health', 'fusion')).toBe(0);
    expect(out[0]).toBe('telemetry from 2026-01-02T02:49:05Z to 2026-01-02T03:04:05Z');
    expect(out.find((line) => line.includes(releaseA))).toMatch(
      new RegExp(`^fusion\\s+mf_lobby\\s+${releaseA}\\s+2\\s+50\\.0%`),
    );
    out = [];
    expect(await run('health', 'classic')).toBe(0);
    expect(out[1]).toBe('no visits reported');
    expect(await run('health', '--since', 'yesterday')).toBe(2);
  });

  describe('when the site’s database does not answer', () => {
    it('changes nothing, and says so', async () => {
      ctx = commandOn({ ...database, store: failing(database.store, ['commit']) });
      expect(await run('set', 'fusion', 'mf_lobby', releaseA)).toBe(1);
      expect(err).toEqual([UNAVAILABLE_MESSAGE, '  - Connection terminated unexpectedly']);
      expect(UNAVAILABLE_MESSAGE).toMatch(
        /^The site's database is not answering: nothing was changed/,
      );
      expect(await run('canary', 'fusion', 'mf_lobby', releaseA, '5')).toBe(1);
      expect(out).toEqual([]);
      expect(await state()).toEqual({});
      expect(await audit()).toEqual([]);
    });

    it('gives no preview link it could not keep', async () => {
      ctx = commandOn({ ...database, store: failing(database.store, ['recordPreview']) });
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA)).toBe(1);
      expect(err[0]).toBe(UNAVAILABLE_MESSAGE);
      expect(out).toEqual([]);
      expect(await audit()).toEqual([]);
    });

    it('answers status and set alike once it is closed, and the file keeps what it held', async () => {
      await run('set', 'fusion', 'mf_lobby', releaseA);
      await database.close();
      out = [];
      err = [];
      expect(await run('status')).toBe(1);
      expect(await run('set', 'fusion', 'mf_lobby', releaseB)).toBe(1);
      expect(await run('rollback', 'fusion', 'mf_lobby')).toBe(1);
      expect(err.filter((line) => line === UNAVAILABLE_MESSAGE)).toHaveLength(3);
      expect(out).toEqual([]);
      const again = await world.openDatabase();
      expect((await again.store.snapshot()).casinos).toEqual({
        fusion: { generation: 1, remotes: { mf_lobby: releaseA }, canaries: {} },
      });
      expect(await again.store.audit()).toHaveLength(1);
    });
  });
});
