// A remote's releases: immutable folders `<remote>/releases/<version>-<content hash>/`, each a
// complete build plus release.json (what it exposes, which shared versions it was built with).
// The remote's server serves them under /releases/<release>/ (docs/deploying.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readRemoteManifest, type SharedRequirement } from '@parlor/shared/release';
import { RELEASE_ID_RE } from '../remotes';

export const RELEASE_META = 'release.json';
export const DEFAULT_KEEP = 5;

export interface ReleaseMeta {
  remote: string;
  release: string;
  version: string;
  hash: string;
  created_at: string;
  exposes: string[];
  shared: SharedRequirement[];
}

export function releasesDirOf(remoteDir: string): string {
  return path.join(remoteDir, 'releases');
}

function filesUnder(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(dir, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** Build statistics: their order varies from build to build of the same code. */
const NOT_HASHED_RE = /^(?:release\.json|mf-stats\.json(?:\.gz|\.br)?)$/;

/** Hash of every file's path and bytes: the same code gives the same release name. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const rel of filesUnder(dir)) {
    if (NOT_HASHED_RE.test(rel)) continue;
    hash
      .update(rel)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, rel)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

export function releaseName(version: string, hash: string): string {
  return `${version}-${hash}`;
}

/**
 * Turns a finished build in `stagingDir` into the release folder (renamed into place, so the
 * remote's server never serves half a release). An identical release already there is kept.
 */
export function publishRelease(
  stagingDir: string,
  remoteDir: string,
  remote: string,
  version: string,
  now: Date = new Date(),
): { meta: ReleaseMeta; dir: string; existed: boolean } {
  const manifestPath = path.join(stagingDir, 'mf-manifest.json');
  const manifest = fs.existsSync(manifestPath)
    ? readRemoteManifest(JSON.parse(fs.readFileSync(manifestPath, 'utf8')))
    : null;
  if (!manifest)
    throw new Error(`${remote}: the build has no federation manifest (mf-manifest.json)`);
  if (!fs.existsSync(path.join(stagingDir, 'remoteEntry.js')))
    throw new Error(`${remote}: the build has no remoteEntry.js`);
  const hash = contentHash(stagingDir);
  const release = releaseName(version, hash);
  const dir = path.join(releasesDirOf(remoteDir), release);
  if (fs.existsSync(path.join(dir, RELEASE_META))) {
    fs.rmSync(stagingDir, { recursive: true, force: true });
    return { meta: readReleaseMeta(dir)!, dir, existed: true };
  }
  const meta: ReleaseMeta = {
    remote,
    release,
    version,
    hash,
    created_at: now.toISOString(),
    exposes: manifest.exposes,
    shared: manifest.shared,
  };
  fs.writeFileSync(path.join(stagingDir, RELEASE_META), `${JSON.stringify(meta, null, 2)}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(stagingDir, dir);
  return { meta, dir, existed: false };
}

export function readReleaseMeta(dir: string): ReleaseMeta | null {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_META), 'utf8')) as ReleaseMeta;
    return typeof value.release === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The remote's complete releases, oldest first. A release is named by its own folder, and only a
 * folder named like a release counts: what release.json says is never a path (a "..", a "/" in
 * it would point pruning at the remote's folder or beyond).
 */
export function listReleases(remoteDir: string): ReleaseMeta[] {
  const root = releasesDirOf(remoteDir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_ID_RE.test(entry.name))
    .map((entry) => {
      const meta = readReleaseMeta(path.join(root, entry.name));
      return meta && { ...meta, release: entry.name };
    })
    .filter((meta): meta is ReleaseMeta => meta !== null)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.release.localeCompare(b.release));
}

/**
 * Deletes all but the newest `keep` releases. A release a casino points at, or could roll back
 * to, is never deleted: pages open on it still load its chunks.
 */
export function pruneReleases(
  remoteDir: string,
  keep: number,
  inUse: ReadonlySet<string>,
): string[] {
  const releases = listReleases(remoteDir);
  const removable = releases.slice(0, Math.max(0, releases.length - keep));
  const removed: string[] = [];
  for (const meta of removable) {
    if (inUse.has(meta.release) || !RELEASE_ID_RE.test(meta.release)) continue;
    fs.rmSync(path.join(releasesDirOf(remoteDir), meta.release), { recursive: true, force: true });
    removed.push(meta.release);
  }
  return removed;
}

/** How many releases to keep: --keep N, else PARLOR_KEEP_RELEASES, else DEFAULT_KEEP. */
export function keepCount(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const i = argv.indexOf('--keep');
  const raw = i >= 0 ? argv[i + 1] : env.PARLOR_KEEP_RELEASES;
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n >= 1 ? n : DEFAULT_KEEP;
}
