// Remotes manifest per casino: defaults on the ports of `npm start`, overridden by PARLOR_REMOTES
// (JSON) and/or site/remotes.override.json, both `{ "<casino key>": { "<remote>": "<url>" } }`.
// A value may also name a release (`0.1.0-3f9a1c2b7d`): the remote's own server serves it under
// /releases/<release>/. The file is re-read when it changes, so a casino can be pointed at another
// build at run time; `npm run remotes` writes it (docs/deploying.md).
import fs from 'node:fs';
import type { SiteSettings } from './site-settings';

/** What the remotes of a casino are worked out from: the registry's ports and the overrides. */
export type RemotesSettings = Pick<SiteSettings, 'remotePorts' | 'remotesFile' | 'remotesEnv'>;

export type RemotesOverride = Partial<Record<string, Record<string, string>>>;

const REMOTE_NAME_RE = /^[a-z][a-z0-9_]{0,40}$/;
/** `<package version>-<content hash>`, as `npm run release` names a release folder. */
export const RELEASE_ID_RE = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/;
const RELEASE_PREFIX = 'release:';

/** Keep only well-formed entries: known shape, http(s) URLs. */
export function sanitizeOverride(value: unknown): RemotesOverride {
  const out: RemotesOverride = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [casino, remotes] of Object.entries(value as Record<string, unknown>)) {
    if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) continue;
    const clean: Record<string, string> = {};
    for (const [name, url] of Object.entries(remotes as Record<string, unknown>)) {
      if (!REMOTE_NAME_RE.test(name) || typeof url !== 'string') continue;
      if (RELEASE_ID_RE.test(url)) {
        clean[name] = `${RELEASE_PREFIX}${url}`;
        continue;
      }
      try {
        const parsed = new URL(url);
        if (parsed.protocol === 'http:' || parsed.protocol === 'https:') clean[name] = parsed.href;
      } catch {
        // ignored: not a URL
      }
    }
    out[casino] = clean;
  }
  return out;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// The inode too: `npm run remotes` replaces the file by a rename, possibly within one mtime tick.
let fileCache: { path: string; mtimeMs: number; ino: number; value: RemotesOverride } | null = null;

function readOverrideFile(path: string): RemotesOverride {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(path);
  } catch {
    return {};
  }
  if (
    fileCache &&
    fileCache.path === path &&
    fileCache.mtimeMs === stat.mtimeMs &&
    fileCache.ino === stat.ino
  )
    return fileCache.value;
  const value = sanitizeOverride(parseJson(fs.readFileSync(path, 'utf8')));
  fileCache = { path, mtimeMs: stat.mtimeMs, ino: stat.ino, value };
  return value;
}

// PARLOR_REMOTES read once, not at every page and boot answer.
let envCache: { raw: string | undefined; value: RemotesOverride } | null = null;
function envOverride(raw: string | undefined): RemotesOverride {
  if (envCache === null || envCache.raw !== raw)
    envCache = { raw, value: sanitizeOverride(parseJson(raw)) };
  return envCache.value;
}

/**
 * remote name -> entry URL for one casino as seen from one host. `visitor`: remote -> release one
 * visitor loads over the casino's own (a canary it falls into, a preview it opened).
 */
export function remotesFor(
  settings: RemotesSettings,
  casino: string,
  hostname: string,
  proto: 'http' | 'https' = 'http',
  visitor: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const [name, port] of Object.entries(settings.remotePorts)) {
    remotes[name] = `${proto}://${hostname}:${port}/remoteEntry.js`;
  }
  const fromFile = readOverrideFile(settings.remotesFile)[casino] ?? {};
  const fromEnv = envOverride(settings.remotesEnv)[casino] ?? {};
  const merged = { ...remotes, ...fromFile, ...fromEnv };
  for (const [name, release] of Object.entries(visitor))
    if (name in merged && RELEASE_ID_RE.test(release)) merged[name] = `${RELEASE_PREFIX}${release}`;
  for (const [name, value] of Object.entries(merged)) {
    if (!value.startsWith(RELEASE_PREFIX)) continue;
    const port = settings.remotePorts[name];
    const release = value.slice(RELEASE_PREFIX.length);
    if (port === undefined) delete merged[name];
    else merged[name] = `${proto}://${hostname}:${port}/releases/${release}/remoteEntry.js`;
  }
  return merged;
}

/** Distinct origins of a remotes map (for the CSP). */
export function originsOf(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // sanitised already
    }
  }
  return [...origins];
}
