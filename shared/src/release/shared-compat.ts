// Can a remote run on the shell's shared singletons? The one rule used by `npm run remotes -- set`
// before a switch and by the shell's federation runtime before it loads a remote (the rule itself
// is written down for operators in docs/deploying.md).

/** One shared package as a federation manifest (mf-manifest.json) lists it. */
export interface SharedRequirement {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface SharedSkew {
  name: string;
  /** the range the remote was built to accept */
  required: string;
  /** the version the shell provides */
  provided: string;
}

/** What a release needs to know about a built remote, read from its mf-manifest.json. */
export interface RemoteManifestInfo {
  name: string;
  exposes: string[];
  shared: SharedRequirement[];
}

type Triple = [number, number, number];

function parseVersion(text: string): Triple | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The part of a version a caret range keeps fixed: the first non-zero of major.minor.patch. */
function caretUpper(v: Triple): Triple {
  if (v[0] > 0) return [v[0] + 1, 0, 0];
  if (v[1] > 0) return [0, v[1] + 1, 0];
  return [0, 0, v[2] + 1];
}

function comparatorHolds(version: Triple, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!match) return false;
  const op = match[1] ?? '=';
  const raw = match[2] ?? '';
  if (raw === '*' || raw.toLowerCase() === 'x') return true;
  const parts = raw.replace(/^v/, '').split('.');
  const wildcardAt = parts.findIndex((p) => p === '*' || p.toLowerCase() === 'x');
  const bound = parseVersion(
    parts.map((p) => (p === '*' || p.toLowerCase() === 'x' ? '0' : p)).join('.'),
  );
  if (!bound) return false;
  const c = compare(version, bound);
  // 1.2 or 1.x means any 1.2.* / 1.*.*
  const given = wildcardAt >= 0 ? wildcardAt : parts.length;
  if (op === '=' && given < 3) {
    const upper: Triple = given === 1 ? [bound[0] + 1, 0, 0] : [bound[0], bound[1] + 1, 0];
    return c >= 0 && compare(version, upper) < 0;
  }
  switch (op) {
    case '^':
      return c >= 0 && compare(version, caretUpper(bound)) < 0;
    case '~':
      return c >= 0 && compare(version, [bound[0], bound[1] + 1, 0]) < 0;
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/** npm-style range check for the ranges builds produce (^, ~, comparators, x, ||, hyphen-free). */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  const trimmed = range.trim();
  if (trimmed === '' || trimmed === '*') return true;
  return trimmed.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => comparatorHolds(v, comparator)),
  );
}

/**
 * The range a remote accepts for a shared package: the one its build names, else, where the
 * build leaves the federation runtime's check out (`requiredVersion: false`, the factory's
 * shared-modules.js), the compatibility rule's caret range of the version it was built against
 * (docs/deploying.md, "The compatibility rule"). Null: nothing to check.
 */
export function requiredRangeOf(dep: SharedRequirement): string | null {
  if (typeof dep.requiredVersion === 'string') return dep.requiredVersion;
  return typeof dep.version === 'string' && parseVersion(dep.version) ? `^${dep.version}` : null;
}

/**
 * The singletons a remote asks for that the shell cannot give it. Only packages the shell shares
 * count: anything else the remote brings itself.
 */
export function findSharedSkew(
  shellVersions: Readonly<Record<string, string>>,
  remoteShared: readonly SharedRequirement[],
): SharedSkew[] {
  const skew: SharedSkew[] = [];
  for (const dep of remoteShared) {
    const provided = shellVersions[dep.name];
    const required = requiredRangeOf(dep);
    if (provided === undefined || required === null) continue;
    if (!satisfies(provided, required)) skew.push({ name: dep.name, required, provided });
  }
  return skew;
}

export function describeSkew(remote: string, skew: SharedSkew): string {
  return `${remote} needs ${skew.name} ${skew.required} but the shell provides ${skew.name} ${skew.provided}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates the parts of an mf-manifest.json a release check reads; null when it is not one. */
export function readRemoteManifest(value: unknown): RemoteManifestInfo | null {
  if (!isRecord(value) || typeof value.name !== 'string') return null;
  if (!Array.isArray(value.exposes) || !Array.isArray(value.shared)) return null;
  const exposes: string[] = [];
  for (const expose of value.exposes) {
    if (isRecord(expose) && typeof expose.path === 'string') exposes.push(expose.path);
    else if (isRecord(expose) && typeof expose.name === 'string') exposes.push(`./${expose.name}`);
  }
  const shared: SharedRequirement[] = [];
  for (const dep of value.shared) {
    if (!isRecord(dep) || typeof dep.name !== 'string') continue;
    shared.push({
      name: dep.name,
      version: typeof dep.version === 'string' ? dep.version : undefined,
      requiredVersion:
        typeof dep.requiredVersion === 'string' || dep.requiredVersion === false
          ? dep.requiredVersion
          : undefined,
      singleton: dep.singleton === true,
    });
  }
  return { name: value.name, exposes, shared };
}

/** name -> version of the singletons a built app provides (the shell's own manifest). */
export function providedVersions(shared: readonly SharedRequirement[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dep of shared) if (dep.singleton && dep.version) out[dep.name] = dep.version;
  return out;
}

/**
 * Where a remote's manifest is: the entry itself when it is one, else beside its
 * `remoteEntry.js`. The shell reads it before running a remote; the server's page preloads it.
 */
export function manifestUrlOf(entry: string, base?: string): string {
  const url = new URL(entry, base);
  return url.pathname.endsWith('.json') ? url.href : new URL('mf-manifest.json', url).href;
}

/**
 * Where a remote's server container is (docs/server-rendering.md): `server/server-entry.js`
 * beside its `remoteEntry.js` (or its manifest), in the same release folder. The factory's server
 * build writes it there (shared/build/server-build.js names the same file).
 */
export function serverContainerUrlOf(entry: string, base?: string): string {
  return new URL('server/server-entry.js', new URL(entry, base)).href;
}

/**
 * The formats of the server render's two contracts (docs/server-rendering.md): a remote's server
 * container (its build's loader, shared/build/server-container-loader.js, writes the same), and
 * the shell's renderer's requests and answers, which the site speaks.
 */
export const SERVER_CONTAINER_FORMAT = 'parlor-server-container@1';
export const SERVER_RENDERER_FORMAT = 'parlor-shell-renderer@1';
