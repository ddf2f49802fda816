// The games origin's naming rule, a leaf both the controller and the site read: the demo games
// live on the site's host name prefixed with `games.` (Chromium resolves every *.localhost name
// to loopback), unless PARLOR_GAMES_ORIGIN names another origin.

export const GAMES_HOST_PREFIX = 'games.';

/** The configured origin (PARLOR_GAMES_ORIGIN), when it is a valid http(s) origin. */
export function configuredGamesOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env.PARLOR_GAMES_ORIGIN;
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A host name that is an IPv4 address: it has no `games.` name. */
export const IP_HOST_RE = /^\d{1,3}(\.\d{1,3}){3}$/;

/** ':8080' of a Host header 'localhost:8080', '' when it names no port. */
export function portSuffixOf(hostHeader: string | undefined): string {
  const m = /:(\d{1,5})$/.exec(hostHeader ?? '');
  return m ? `:${m[1]}` : '';
}

/** The games origin of a site host name (`games.` before it, same scheme and port); null for an address. */
export function gamesOriginOfHost(
  proto: string,
  hostname: string,
  portSuffix: string,
): string | null {
  return IP_HOST_RE.test(hostname)
    ? null
    : `${proto}://${GAMES_HOST_PREFIX}${hostname}${portSuffix}`;
}
