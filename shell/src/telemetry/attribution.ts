// Whose code an error came from, and which release of it: a remote's files live under its entry's
// directory, and an entry under `/releases/<release>/` is that release (docs/deploying.md).

/** A release id as the site names them (its RELEASE_ID_RE). */
const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/;

export interface RemoteSite {
  remote: string;
  release: string;
  /** the entry's directory: every file of the remote starts with it */
  base: string;
}

export interface Attribution {
  remote: string;
  release: string;
}

/** The release an entry address names (`.../releases/<release>/remoteEntry.js`), else 'default'. */
export function releaseOf(entry: string): string {
  const path = entry.split(/[?#]/)[0] ?? '';
  const release = /\/releases\/([^/]+)\/[^/]*$/.exec(path)?.[1];
  return release && RELEASE_ID.test(release) ? release : 'default';
}

/** The remotes' addresses (name -> entry), the most specific directory first. */
export function remoteSites(remotes: Record<string, string>): RemoteSite[] {
  const sites: RemoteSite[] = [];
  for (const [remote, entry] of Object.entries(remotes)) {
    try {
      sites.push({ remote, release: releaseOf(entry), base: new URL('.', entry).href });
    } catch {
      // an entry that is no address owns no script
    }
  }
  return sites.sort((a, b) => b.base.length - a.base.length);
}

/**
 * The remote (and its release) whose script is the first address in `source` (a stack, or the
 * error's script address): the frame that threw. Anything else is the shell's.
 */
export function attribute(source: string, sites: readonly RemoteSite[]): Attribution {
  const script = /https?:\/\/[^\s)]+/.exec(source)?.[0];
  const site = script ? sites.find((s) => script.startsWith(s.base)) : undefined;
  return site
    ? { remote: site.remote, release: site.release }
    : { remote: 'shell', release: 'default' };
}
