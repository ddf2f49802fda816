// Browser storage (docs/product-rules.md, "Browser storage") in one place: the local and session
// storage keys and the cookies, with their lifetimes. The cookie helpers are pure (they build and
// read strings).
export const STORAGE_KEYS = {
  /** session storage: recent games (domain/recent-games.ts) */
  recentGames: 'parlor:recent-games',
  /** local storage: the page to return to (game exit, invalid_game) */
  returnPage: 'parlor:return-page',
  /** local storage: the chosen language */
  language: 'parlor:language',
  /** local storage: when the game data was last loaded (ms since epoch) */
  gameDataLoadedAt: 'parlor:game-data-loaded-at',
  /** local storage: the total jackpot of the last catalogue load */
  totalJackpot: 'parlor:total-jackpot',
  /** local storage: the favorite wanted by ?fav=&by=, sent once after login */
  pendingFavorite: 'parlor:pending-favorite',
  /** local storage (shell): when the cashier tooltip last showed (ms since epoch) */
  cashierTooltipShownAt: 'parlor:cashier-tooltip-shown-at',
  /** local storage (shell): the PWA install prompt was dismissed */
  pwaPromptDismissed: 'parlor:pwa-prompt-dismissed',
} as const;

const DAY_SECONDS = 24 * 3600;

export const COOKIES = {
  theme: { name: 'theme', maxAge: 365 * DAY_SECONDS },
  language: { name: 'lang', maxAge: 365 * DAY_SECONDS },
  /** an experiment flag set by the server side */
  experiment: { name: 'experiment', maxAge: 30 * DAY_SECONDS },
  /** design trial: the value `tryout` offers the rollback banner */
  designTrial: { name: 'design_trial', maxAge: 30 * DAY_SECONDS },
  /** daily free spins popup shown today */
  dailyFreeSpins: { name: 'dfs_shown', maxAge: DAY_SECONDS },
} as const;

export type CookieName = (typeof COOKIES)[keyof typeof COOKIES]['name'];

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A `document.cookie` assignment: site-wide, SameSite strict, Secure on https
 * (docs/product-rules.md, "Browser storage").
 */
export function cookieAssignment(
  name: string,
  value: string,
  maxAgeSeconds: number,
  https: boolean,
): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${https ? '; Secure' : ''}`;
}
