import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/temp-dir';
import { writeCanaries } from './canary-store';
import { runReleaseCommand, type ReleaseCommandContext } from './release-command';
import { listReleases } from './release-store';

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
  const lobbyDir = () => path.join(root, 'mf-lobby');

  beforeEach(() => {
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
      manifestFile: path.join(root, 'server', 'remotes.override.json'),
      auditFile: path.join(root, 'server', 'remotes.audit.log'),
      canaryFile: path.join(root, 'server', 'remotes.canary.json'),
      env: {},
      build: async (_remote, outDir) => {
        writeBuild(outDir, marker);
        return 0;
      },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

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

  it('keeps the newest N, the releases a casino uses and those in a canary', async () => {
    const names: string[] = [];
    let clock = 0;
    ctx.now = () => new Date((clock += 1000));
    for (const m of ['a', 'b', 'c', 'd']) {
      marker = m;
      await runReleaseCommand(['mf_lobby', '--keep', '1'], ctx);
      names.push(listReleases(lobbyDir()).at(-1)!.release);
      if (m === 'a') {
        fs.mkdirSync(path.dirname(ctx.manifestFile), { recursive: true });
        fs.writeFileSync(ctx.manifestFile, JSON.stringify({ classic: { mf_lobby: names[0] } }));
      }
      if (m === 'b')
        writeCanaries(ctx.canaryFile, {
          fun: {
            mf_lobby: {
              release: names[1]!,
              percent: 5,
              startedAt: new Date(0).toISOString(),
              by: 't',
            },
          },
        });
    }
    expect(listReleases(lobbyDir()).map((r) => r.release)).toEqual([names[0], names[1], names[3]]);
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
