import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/temp-dir';
import { keepCount, listReleases, publishRelease, pruneReleases } from './release-store';

const MANIFEST = {
  name: 'mf_lobby',
  exposes: [{ name: 'HomePage', path: './HomePage' }],
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
};

function fakeBuild(dir: string, marker: string): string {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  fs.writeFileSync(path.join(dir, 'assets', 'chunk.0a1b2c3d.js'), marker);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

describe('release store', () => {
  let remoteDir: string;
  let n = 0;
  const staging = (marker: string) =>
    fakeBuild(path.join(remoteDir, 'releases', `.staging-${(n += 1)}`), marker);
  beforeEach(() => {
    remoteDir = tempDir();
  });
  afterEach(() => fs.rmSync(remoteDir, { recursive: true, force: true }));

  it('names a release by version and content, and records its exposes and shared versions', () => {
    const { meta, dir, existed } = publishRelease(staging('a'), remoteDir, 'mf_lobby', '0.1.0');
    expect(existed).toBe(false);
    expect(meta.release).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(dir).toBe(path.join(remoteDir, 'releases', meta.release));
    expect(fs.readFileSync(path.join(dir, 'assets', 'chunk.0a1b2c3d.js'), 'utf8')).toBe('a');
    const recorded = JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8'));
    expect(recorded).toMatchObject({
      remote: 'mf_lobby',
      version: '0.1.0',
      exposes: ['./HomePage'],
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }],
    });
    // no staging folder left behind
    expect(fs.readdirSync(path.join(remoteDir, 'releases'))).toEqual([meta.release]);
  });

  it('keeps an identical build as the release it already is; another build is another release', () => {
    const first = publishRelease(staging('a'), remoteDir, 'mf_lobby', '0.1.0');
    const again = publishRelease(staging('a'), remoteDir, 'mf_lobby', '0.1.0');
    expect(again.existed).toBe(true);
    expect(again.meta.release).toBe(first.meta.release);
    const other = publishRelease(staging('b'), remoteDir, 'mf_lobby', '0.1.0');
    expect(other.meta.release).not.toBe(first.meta.release);
    expect(listReleases(remoteDir)).toHaveLength(2);
  });

  it('refuses a build without a federation manifest', () => {
    const dir = staging('a');
    fs.rmSync(path.join(dir, 'mf-manifest.json'));
    expect(() => publishRelease(dir, remoteDir, 'mf_lobby', '0.1.0')).toThrow(/mf-manifest/);
  });

  it('prunes to the newest N, never a release still in use', () => {
    const names = ['a', 'b', 'c', 'd'].map(
      (marker, i) =>
        publishRelease(staging(marker), remoteDir, 'mf_lobby', '0.1.0', new Date(1000 * i)).meta
          .release,
    );
    const removed = pruneReleases(remoteDir, 2, new Set([names[0]!]));
    expect(removed).toEqual([names[1]]);
    expect(listReleases(remoteDir).map((r) => r.release)).toEqual([names[0], names[2], names[3]]);
  });

  it('prunes a release by its folder name, never by what its release.json says', () => {
    fs.writeFileSync(path.join(remoteDir, 'package.json'), '{}');
    const [older, newer] = ['a', 'b'].map(
      (marker, i) =>
        publishRelease(staging(marker), remoteDir, 'mf_lobby', '0.1.0', new Date(1000 * i)).meta
          .release,
    );
    const metaFile = path.join(remoteDir, 'releases', older!, 'release.json');
    const forged = { ...JSON.parse(fs.readFileSync(metaFile, 'utf8')), release: '..' };
    fs.writeFileSync(metaFile, JSON.stringify(forged));
    // a folder not named like a release is not a release, whatever its release.json says
    fs.mkdirSync(path.join(remoteDir, 'releases', 'notes'));
    fs.writeFileSync(
      path.join(remoteDir, 'releases', 'notes', 'release.json'),
      JSON.stringify({ ...forged, created_at: new Date(0).toISOString() }),
    );

    expect(pruneReleases(remoteDir, 1, new Set())).toEqual([older]);
    expect(fs.existsSync(path.join(remoteDir, 'package.json'))).toBe(true);
    expect(fs.readdirSync(path.join(remoteDir, 'releases')).sort()).toEqual(
      [newer, 'notes'].sort(),
    );
  });

  it('keeps 5 unless told otherwise', () => {
    expect(keepCount([], {})).toBe(5);
    expect(keepCount(['mf-lobby', '--keep', '3'], {})).toBe(3);
    expect(keepCount([], { PARLOR_KEEP_RELEASES: '8' })).toBe(8);
    expect(keepCount(['--keep', '0'], {})).toBe(5);
  });
});
