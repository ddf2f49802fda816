// The remotes a casino loads: each remote's default build, overridden per casino by the site's
// manifest (kept in the site's store, switched by `npm run remotes` or the ops console) and by
// PARLOR_REMOTES (JSON, development), both `{ "<casino key>": { "<remote>": "<url>" } }`. A value
// may also name a release (`0.1.0-3f9a1c2b7d`), served under /releases/<release>/ beside the
// remote's default build: on the remote's own port, or on the page's own origin under
// PARLOR_REMOTES_PATH when an edge serves every remote's files (docs/deploying.md).
import type { SiteSettings } from './site-settings';

/** What the remotes of a casino are worked out from: the registry, the manifest, the overrides. */
export type RemotesSettings = Pick<SiteSettings, 'remotePorts' | 'remotesEnv' | 'remotesPath'> & {
  /** remote name -> folder (mf_lobby -> mf-lobby), for PARLOR_REMOTES_PATH */
  remoteDirs: Readonly<Record<string, string>>;
  /** the site's manifest as last read from its store (absent: the defaults, as the reference
   * controller names them before the site replaces them with its own) */
  manifest?(): Readonly<Record<string, Readonly<Record<string, string>>>>;
};

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

// PARLOR_REMOTES read once, not at every page and boot answer.
let envCache: { raw: string | undefined; value: RemotesOverride } | null = null;
function envOverride(raw: string | undefined): RemotesOverride {
  if (envCache === null || envCache.raw !== raw)
    envCache = { raw, value: sanitizeOverride(parseJson(raw)) };
  return envCache.value;
}

// The manifest sanitised once per state the site reads, not at every page and boot answer.
const sanitized = new WeakMap<object, RemotesOverride>();
function manifestOverride(manifest: Readonly<Record<string, unknown>>): RemotesOverride {
  let value = sanitized.get(manifest);
  if (!value) sanitized.set(manifest, (value = sanitizeOverride(manifest)));
  return value;
}

/**
 * remote name -> entry URL for one casino as seen from one host. `visitor`: remote -> release one
 * visitor loads over the casino's own (a canary it falls into, a preview it opened). `host`: the
 * page's host with its port, where the edge serves the remotes (PARLOR_REMOTES_PATH).
 */
export function remotesFor(
  settings: RemotesSettings,
  casino: string,
  hostname: string,
  proto: 'http' | 'https' = 'http',
  visitor: Readonly<Record<string, string>> = {},
  host: string = hostname,
): Record<string, string> {
  // the folder of a remote's files: its own port, or the edge's path on the page's origin
  const baseOf = (name: string): string | null => {
    const port = settings.remotePorts[name];
    if (port === undefined) return null;
    if (!settings.remotesPath) return `${proto}://${hostname}:${port}`;
    const dir = settings.remoteDirs[name];
    return dir ? `${proto}://${host}${settings.remotesPath}/${dir}` : null;
  };
  const remotes: Record<string, string> = {};
  for (const name of Object.keys(settings.remotePorts)) {
    const base = baseOf(name);
    if (base) remotes[name] = `${base}/remoteEntry.js`;
  }
  const fromManifest = settings.manifest
    ? (manifestOverride(settings.manifest())[casino] ?? {})
    : {};
  const fromEnv = envOverride(settings.remotesEnv)[casino] ?? {};
  const merged = { ...remotes, ...fromManifest, ...fromEnv };
  for (const [name, release] of Object.entries(visitor))
    if (name in merged && RELEASE_ID_RE.test(release)) merged[name] = `${RELEASE_PREFIX}${release}`;
  for (const [name, value] of Object.entries(merged)) {
    if (!value.startsWith(RELEASE_PREFIX)) continue;
    const base = baseOf(name);
    const release = value.slice(RELEASE_PREFIX.length);
    if (base === null) delete merged[name];
    else merged[name] = `${base}/releases/${release}/remoteEntry.js`;
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
