import fs from 'node:fs';
import path from 'node:path';
import { requiredExposes } from '@parlor/shared/release';
import { tempDir } from '../testing/temp-dir';
import { publishRelease } from './release-store';
import { readAudit, readManifest } from './remotes-manifest';
import { runRemotesCommand, type RemotesCommandContext } from './remotes-command';
import { currentCanaries } from './canary-store';
import { verifyPreview } from '../preview/preview-token';

// A complete lobby build exposes every module the site needs from it.
const LOBBY_EXPOSES = requiredExposes('mf_lobby').map((name) => name.replace(/^\.\//, ''));

function lobbyManifest({
  exposes = LOBBY_EXPOSES,
  sharedRange = '^0.1.0',
}: { exposes?: string[]; sharedRange?: string } = {}) {
  return {
    name: 'mf_lobby',
    exposes: exposes.map((name) => ({ name, path: `./${name}` })),
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: '@parlor/shared', version: '0.1.0', requiredVersion: sharedRange, singleton: true },
    ],
  };
}

describe('npm run remotes', () => {
  let root: string;
  let ctx: RemotesCommandContext;
  let out: string[];
  let err: string[];
  /** what the fake network answers: URL -> body */
  let served: Map<string, string>;
  let releaseA: string;
  let releaseB: string;

  function release(marker: string, manifest: object, at: number): string {
    const staging = path.join(root, 'mf-lobby', 'releases', `.staging-${marker}`);
    fs.mkdirSync(staging, { recursive: true });
    fs.writeFileSync(path.join(staging, 'remoteEntry.js'), `/* ${marker} */`);
    fs.writeFileSync(path.join(staging, 'mf-manifest.json'), JSON.stringify(manifest));
    const { meta, dir } = publishRelease(
      staging,
      path.join(root, 'mf-lobby'),
      'mf_lobby',
      '0.1.0',
      new Date(at),
    );
    const base = `http://localhost:8081/releases/${meta.release}`;
    served.set(`${base}/remoteEntry.js`, fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8'));
    served.set(`${base}/mf-manifest.json`, JSON.stringify(manifest));
    return meta.release;
  }

  beforeEach(() => {
    root = tempDir();
    out = [];
    err = [];
    served = new Map();
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'shell', 'dist', 'mf-manifest.json'),
      JSON.stringify({
        name: 'parlor_shell',
        exposes: [],
        shared: [
          { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
          { name: '@parlor/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
        ],
      }),
    );
    ctx = {
      root,
      remotes: [{ name: 'mf_lobby', dir: 'mf-lobby', port: 8081 }],
      casinos: ['fusion', 'classic'],
      manifestFile: path.join(root, 'server', 'remotes.override.json'),
      auditFile: path.join(root, 'server', 'remotes.audit.log'),
      canaryFile: path.join(root, 'server', 'remotes.canary.json'),
      previewSecret: () => 'a-test-secret-that-is-long-enough-0123456789',
      siteUrl: 'http://localhost:8080',
      siteDbFile: path.join(root, 'server', 'site.db'),
      shellDist: path.join(root, 'shell', 'dist'),
      checkHost: 'localhost',
      operator: 'ops',
      now: () => new Date('2026-01-02T03:04:05.000Z'),
      fetchImpl: (async (input: string | URL | Request) => {
        const body = served.get(String(input));
        if (body === undefined)
          throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
        return new Response(body, { status: 200 });
      }) as typeof fetch,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
    releaseA = release('a', lobbyManifest(), 1000);
    releaseB = release('b', lobbyManifest(), 2000);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const run = (...argv: string[]) => runRemotesCommand(argv, ctx);

  it('switches one casino to a release and records who did it when', async () => {
    expect(await run('set', 'classic', 'mf_lobby', releaseA)).toBe(0);
    expect(readManifest(ctx.manifestFile)).toEqual({ classic: { mf_lobby: releaseA } });
    expect(readAudit(ctx.auditFile)).toEqual([
      {
        at: '2026-01-02T03:04:05.000Z',
        action: 'set',
        casino: 'classic',
        remote: 'mf_lobby',
        from: null,
        to: releaseA,
        by: 'ops',
      },
    ]);
    // no temporary file left beside the manifest
    expect(fs.readdirSync(path.dirname(ctx.manifestFile)).sort()).toEqual([
      'remotes.audit.log',
      'remotes.override.json',
    ]);
    out = [];
    expect(await run('status')).toBe(0);
    expect(out.find((l) => l.startsWith('classic'))).toMatch(
      new RegExp(`classic\\s+mf_lobby\\s+${releaseA}\\s+2026-01-02T03:04:05.000Z\\s+ops`),
    );
    expect(out.find((l) => l.startsWith('fusion'))).toMatch(/default \(mf-lobby\/dist\)/);
  });

  it('checks a release on the remote’s own host when told where that is', async () => {
    ctx.checkHost = '{remote}.internal';
    for (const [url, body] of [...served])
      served.set(url.replace('localhost', 'mf-lobby.internal'), body);
    expect(await run('set', 'fusion', 'mf_lobby', releaseA)).toBe(0);
  });

  it('rolls back step by step to what each switch replaced', async () => {
    await run('set', 'classic', 'mf-lobby', releaseA);
    await run('set', 'classic', 'mf_lobby', releaseB);
    expect(await run('rollback', 'classic', 'mf_lobby')).toBe(0);
    expect(readManifest(ctx.manifestFile).classic?.mf_lobby).toBe(releaseA);
    // back to the default build: the override is gone
    served.set('http://localhost:8081/remoteEntry.js', '/* dist */');
    served.set('http://localhost:8081/mf-manifest.json', JSON.stringify(lobbyManifest()));
    expect(await run('rollback', 'classic', 'mf_lobby')).toBe(0);
    expect(readManifest(ctx.manifestFile)).toEqual({});
    expect(await run('rollback', 'classic', 'mf_lobby')).toBe(1);
    expect(err.join('\n')).toMatch(/no earlier release to roll back to/);
  });

  it('refuses an address that serves nothing and leaves the manifest as it was', async () => {
    await run('set', 'fusion', 'mf_lobby', releaseA);
    const before = fs.readFileSync(ctx.manifestFile, 'utf8');
    expect(await run('set', 'fusion', 'mf_lobby', 'http://localhost:9/remoteEntry.js')).toBe(1);
    expect(err.join('\n')).toMatch(
      /Refused: fusion stays on mf_lobby .*\n.*http:\/\/localhost:9\/remoteEntry.js does not answer \(ECONNREFUSED\)/,
    );
    expect(fs.readFileSync(ctx.manifestFile, 'utf8')).toBe(before);
    expect(readAudit(ctx.auditFile)).toHaveLength(1);
  });

  it('refuses a build that lacks a module the site loads', async () => {
    const partial = release('c', lobbyManifest({ exposes: ['HomePage'] }), 3000);
    expect(await run('set', 'fusion', 'mf_lobby', partial)).toBe(1);
    expect(err.join('\n')).toMatch(/does not expose \.\/GamesListPage, \.\/FavoritesPage/);
    expect(fs.existsSync(ctx.manifestFile)).toBe(false);
  });

  it('refuses a build that needs shared versions the shell does not provide', async () => {
    const skewed = release('d', lobbyManifest({ sharedRange: '^0.2.0' }), 4000);
    expect(await run('set', 'fusion', 'mf_lobby', skewed)).toBe(1);
    expect(err.join('\n')).toMatch(
      'mf_lobby needs @parlor/shared ^0.2.0 but the shell provides @parlor/shared 0.1.0',
    );
    expect(fs.existsSync(ctx.manifestFile)).toBe(false);
  });

  it('refuses an unknown release, casino or remote with a usage message', async () => {
    expect(await run('set', 'fusion', 'mf_lobby', '9.9.9-0123456789')).toBe(1);
    expect(err.join('\n')).toMatch(/has no release 9\.9\.9-0123456789; its releases: /);
    expect(await run('set', 'fusion', 'mf_lobby', 'http://localhost:8081/mf-manifest.json')).toBe(
      1,
    );
    expect(err.join('\n')).toMatch(/is not a remote entry/);
    expect(await run('set', 'nowhere', 'mf_lobby', releaseA)).toBe(2);
    expect(await run('set', 'fusion', 'mf_nothing', releaseA)).toBe(2);
    expect(await run('frobnicate')).toBe(2);
    expect(fs.existsSync(ctx.manifestFile)).toBe(false);
  });

  describe('canaries', () => {
    it('sends a share of one casino to a release, shows it, and promotes it', async () => {
      await run('set', 'fusion', 'mf_lobby', releaseA);
      expect(await run('canary', 'fusion', 'mf_lobby', releaseB, '25')).toBe(0);
      expect(out.at(-1)).toBe(
        `fusion: 25% of visitors load mf_lobby ${releaseB}; the others stay on ${releaseA}`,
      );
      expect(currentCanaries(ctx.canaryFile)).toEqual({
        fusion: {
          mf_lobby: {
            release: releaseB,
            percent: 25,
            startedAt: '2026-01-02T03:04:05.000Z',
            by: 'ops',
          },
        },
      });
      // the casino's own release is unchanged until the promotion
      expect(readManifest(ctx.manifestFile)).toEqual({ fusion: { mf_lobby: releaseA } });
      out = [];
      await run('status');
      expect(out).toContain(
        `canary: fusion mf_lobby ${releaseB} at 25% since 2026-01-02T03:04:05.000Z by ops`,
      );
      expect(await run('promote', 'fusion', 'mf_lobby')).toBe(0);
      expect(readManifest(ctx.manifestFile)).toEqual({ fusion: { mf_lobby: releaseB } });
      expect(currentCanaries(ctx.canaryFile)).toEqual({});
      expect(readAudit(ctx.auditFile).map((e) => e.action)).toEqual(['set', 'canary', 'promote']);
      // a rollback after a promotion goes back to what the promotion replaced
      expect(await run('rollback', 'fusion', 'mf_lobby')).toBe(0);
      expect(readManifest(ctx.manifestFile)).toEqual({ fusion: { mf_lobby: releaseA } });
    });

    it('keeps a canary’s start when only its share changes, and aborts it', async () => {
      await run('canary', 'classic', 'mf_lobby', releaseA, '10');
      ctx.now = () => new Date('2026-01-02T05:00:00.000Z');
      await run('canary', 'classic', 'mf_lobby', releaseA, '50');
      expect(currentCanaries(ctx.canaryFile).classic?.mf_lobby).toMatchObject({
        percent: 50,
        startedAt: '2026-01-02T03:04:05.000Z',
      });
      expect(await run('abort', 'classic', 'mf_lobby')).toBe(0);
      expect(out.at(-1)).toBe(
        `classic: the canary of mf_lobby ${releaseA} ended; every visitor loads default`,
      );
      expect(currentCanaries(ctx.canaryFile)).toEqual({});
      expect(readAudit(ctx.auditFile).at(-1)).toMatchObject({
        action: 'abort',
        from: releaseA,
        to: null,
        by: 'ops',
      });
      expect(await run('abort', 'classic', 'mf_lobby')).toBe(1);
      expect(await run('promote', 'classic', 'mf_lobby')).toBe(1);
    });

    it('refuses a canary that fails the checks of a switch, or a share out of range', async () => {
      const skewed = release('e', lobbyManifest({ sharedRange: '^0.2.0' }), 5000);
      expect(await run('canary', 'fusion', 'mf_lobby', skewed, '20')).toBe(1);
      expect(err.join('\n')).toMatch(/needs @parlor\/shared \^0\.2\.0/);
      for (const share of ['0', '100', '12.5', 'ten'])
        expect(await run('canary', 'fusion', 'mf_lobby', releaseA, share)).toBe(2);
      expect(await run('canary', 'fusion', 'mf_lobby', 'default', '20')).toBe(1);
      expect(fs.existsSync(ctx.canaryFile)).toBe(false);
    });
  });

  describe('preview links', () => {
    it('prints a signed link for a release that passes the checks', async () => {
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--hours', '2')).toBe(0);
      expect(out[0]).toBe(
        `Preview of mf_lobby ${releaseA} for fusion, until 2026-01-02T05:04:05.000Z:`,
      );
      const link = new URL(out[1]!);
      expect(link.origin).toBe('http://localhost:8080');
      const token = link.searchParams.get('parlor_preview');
      const verdict = verifyPreview(token, ctx.previewSecret(), Date.parse('2026-01-02T04:00:00Z'));
      expect(verdict).toEqual({
        ok: true,
        preview: {
          casino: 'fusion',
          remote: 'mf_lobby',
          release: releaseA,
          expiresAt: Date.parse('2026-01-02T05:04:05.000Z'),
        },
      });
      expect(readAudit(ctx.auditFile).at(-1)).toMatchObject({ action: 'preview', to: releaseA });
      out = [];
      await run('preview', 'classic', 'mf_lobby', releaseB, '--site', 'https://classic.example');
      expect(new URL(out[1]!).origin).toBe('https://classic.example');
    });

    it('refuses bad options and releases that fail the checks', async () => {
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--hours', '100')).toBe(2);
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--site', 'ftp://x')).toBe(2);
      expect(await run('preview', 'fusion', 'mf_lobby', releaseA, '--hours')).toBe(2);
      const partial = release('f', lobbyManifest({ exposes: ['HomePage'] }), 6000);
      expect(await run('preview', 'fusion', 'mf_lobby', partial)).toBe(1);
      expect(err.join('\n')).toMatch(/Refused: no preview of mf_lobby/);
      expect(out).toEqual([]);
    });
  });
});
