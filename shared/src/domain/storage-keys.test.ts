import { COOKIES, cookieAssignment, readCookie, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('names every browser storage key once', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
    expect(STORAGE_KEYS).toMatchObject({
      returnPage: 'parlor:return-page',
      language: 'parlor:language',
      gameDataLoadedAt: 'parlor:game-data-loaded-at',
      totalJackpot: 'parlor:total-jackpot',
      pendingFavorite: 'parlor:pending-favorite',
      recentGames: 'parlor:recent-games',
    });
  });

  it('keeps the theme for 365 days and the free spins cookie for one day', () => {
    expect(COOKIES.theme.maxAge).toBe(365 * 24 * 3600);
    expect(COOKIES.dailyFreeSpins.maxAge).toBe(24 * 3600);
    expect(COOKIES.designTrial.name).toBe('design_trial');
  });

  it('writes strict, site-wide cookies, Secure only on https', () => {
    expect(cookieAssignment('theme', 'dark', 60, false)).toBe(
      'theme=dark; Max-Age=60; Path=/; SameSite=Strict',
    );
    expect(cookieAssignment('lang', 'de', 60, true)).toMatch(/; Secure$/);
  });

  it('reads one cookie among others', () => {
    expect(readCookie('a=1; theme=dark; lang=fr', 'theme')).toBe('dark');
    expect(readCookie('xtheme=dark', 'theme')).toBeNull();
    expect(readCookie('', 'theme')).toBeNull();
    expect(readCookie('design_trial=tryout', 'design_trial')).toBe('tryout');
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBeNull();
  });
});
