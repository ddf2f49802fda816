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
