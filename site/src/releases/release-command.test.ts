import fs from 'node:fs';
import path from 'node:path';
import { openSiteStore } from '../state/open-site-store';
import type { SiteStore, StateChange } from '../state/site-store';
import { tempDir } from '../testing/temp-dir';
import { runReleaseCommand, type ReleaseCommandContext } from './release-command';
import { listReleases } from './release-store';
import { releasesInUse, type AuditEntry } from './remotes-manifest';

function writeBuild(outDir: string, marker: string): void {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'remoteEntry.js'), `/* ${marker} */`);
  fs.writeFileSync(
    path.join(outDir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_lobby',
      exposes: [{ name: 'HomePage', path: './HomePage' }],
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
    }),
  );
}

describe('npm run release', () => {
  let root: string;
  let ctx: ReleaseCommandContext;
  let out: string[];
  let err: string[];
  let marker: string;
  let store: SiteStore;
  const lobbyDir = () => path.join(root, 'mf-lobby');

  /** What the site's state says of a remote, read as `npm run release` reads it. */
  const inUse = async (remote: string) =>
    releasesInUse(await store.snapshot(), await store.audit({ remote }), remote);

  /** One change of a casino's lobby, committed with its audit line as the operations do. */
  async function commit(casino: string, change: StateChange, entry: Partial<AuditEntry>) {
    const generation = (await store.snapshot()).casinos[casino]?.generation ?? 0;
    const line: AuditEntry = {
      at: new Date(0).toISOString(),
      action: 'set',
      casino,
      remote: 'mf_lobby',
      from: null,
      to: null,
      by: 't',
      ...entry,
    };
    const result = await store.commit({
      casino,
      expectedGeneration: generation,
      changes: [change],
      audit: [line],
    });
    expect(result.ok).toBe(true);
  }
  const switchTo = (casino: string, from: string | null, to: string) =>
    commit(casino, { kind: 'target', remote: 'mf_lobby', target: to }, { from, to });
  const canary = (casino: string, release: string) =>
    commit(
      casino,
      {
        kind: 'canary',
        remote: 'mf_lobby',
        canary: { release, percent: 5, startedAt: new Date(0).toISOString(), by: 't' },
      },
      { action: 'canary', to: release, percent: 5 },
    );

  beforeEach(async () => {
    ({ store } = await openSiteStore({ sqliteFile: ':memory:' }));
    root = tempDir();
    fs.mkdirSync(path.join(root, 'mf-lobby', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mf-lobby', 'dist', 'keep.txt'), 'dist');
    fs.writeFileSync(
      path.join(root, 'mf-lobby', 'package.json'),
      JSON.stringify({ name: '@parlor/mf-lobby', version: '1.2.3' }),
    );
    out = [];
    err = [];
    marker = 'a';
    ctx = {
      root,
      remotes: [{ name: 'mf_lobby', dir: 'mf-lobby', port: 8081 }],
      releasesInUse: inUse,
      env: {},
      build: async (_remote, outDir) => {
        writeBuild(outDir, marker);
        return 0;
      },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('builds into a release folder named after the version, leaving dist alone', async () => {
    expect(await runReleaseCommand(['mf-lobby'], ctx)).toBe(0);
    const [release] = listReleases(lobbyDir());
    expect(release?.release).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(out.join('\n')).toContain(`mf_lobby ${release?.release}: released`);
    expect(out.join('\n')).toContain(
      `npm run remotes -- set <casino> mf_lobby ${release?.release}`,
    );
    expect(fs.readFileSync(path.join(lobbyDir(), 'dist', 'keep.txt'), 'utf8')).toBe('dist');
  });

  it('keeps the newest N, and every release a casino uses, canaries or can roll back to', async () => {
    const names: string[] = [];
    let clock = 0;
    ctx.now = () => new Date((clock += 1000));
    const survivors = () => listReleases(lobbyDir()).map((r) => r.release);
    for (const m of ['a', 'b', 'c', 'd', 'e']) {
      marker = m;
      expect(await runReleaseCommand(['mf_lobby', '--keep', '1'], ctx)).toBe(0);
      names.push(listReleases(lobbyDir()).at(-1)!.release);
      const [release] = names.slice(-1) as [string];
      // fusion loads a, then b (a: what a rollback returns to); c runs in a canary of classic
      if (m === 'a') await switchTo('fusion', null, release);
      if (m === 'b') await switchTo('fusion', names[0]!, release);
      if (m === 'c') await canary('classic', release);
      // the one just made is kept, whatever the count
      expect(survivors()).toContain(release);
    }
    expect(survivors()).toEqual([names[0], names[1], names[2], names[4]]);
    expect(out.join('\n')).toContain(`removed (keeping 1): ${names[3]}`);
    expect(err).toEqual([]);
  });

  it('removes nothing when the site’s database does not answer, and says so', async () => {
    let clock = 0;
    ctx.now = () => new Date((clock += 1000));
    await store.close();
    for (const m of ['a', 'b', 'c']) {
      marker = m;
      expect(await runReleaseCommand(['mf_lobby', '--keep', '1'], ctx)).toBe(0);
    }
    expect(listReleases(lobbyDir())).toHaveLength(3);
    expect(err).toHaveLength(3);
    expect(err[0]).toMatch(/^ {2}kept every release: the site's database did not answer \(.+\)$/);
    expect(out.join('\n')).not.toContain('removed');
  });

  it('makes no release when the build fails, and leaves nothing half-written', async () => {
    ctx.build = async (_remote, outDir) => {
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, 'remoteEntry.js'), 'half');
      return 1;
    };
    expect(await runReleaseCommand(['mf-lobby'], ctx)).toBe(1);
    expect(err.join('\n')).toMatch(/the build failed/);
    expect(fs.readdirSync(path.join(lobbyDir(), 'releases'))).toEqual([]);
  });

  it('names the remotes it knows when asked for another', async () => {
    expect(await runReleaseCommand(['mf-nothing'], ctx)).toBe(2);
    expect(err.join('\n')).toMatch(/unknown remote "mf-nothing": one of mf-lobby/);
  });
});
