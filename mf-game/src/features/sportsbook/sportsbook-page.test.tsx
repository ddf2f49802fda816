import { sportsbookAllowed, sportsbookUrl } from './sportsbook-page';

describe('sportsbook rules', () => {
  const list = { casino_id: 4, player_ids: [5, 900001] };
  it('opens for a whitelisted player of the one casino only', () => {
    expect(sportsbookAllowed(list, 4, 5)).toBe(true);
    expect(sportsbookAllowed(list, 4, 1)).toBe(false);
    expect(sportsbookAllowed(list, 14, 5)).toBe(false);
    expect(sportsbookAllowed(list, 4, undefined)).toBe(false);
    expect(sportsbookAllowed(undefined, 4, 5)).toBe(false);
    // without a list (the server keeps it) the casino and a login decide; gettoken answers the rest
    expect(sportsbookAllowed({ casino_id: 4 }, 4, 1)).toBe(true);
    expect(sportsbookAllowed({ casino_id: 4 }, 14, 1)).toBe(false);
  });
  it('appends the token, the upper-case language and a returnurl to the exit page', () => {
    const url = new URL(
      sportsbookUrl('http://games.localhost:8080/games/sportsbook', 'tok', 'fr', {
        siteOrigin: 'http://localhost:8080',
        isFusion: false,
      }),
    );
    expect(url.searchParams.get('token')).toBe('tok');
    expect(url.searchParams.get('Language')).toBe('FR');
    expect(url.searchParams.get('returnurl')).toBe('http://localhost:8080/games/exit');
  });

  it('returns to the exit page under the base path, the web-play one in fusion', () => {
    const url = new URL(
      sportsbookUrl('http://games.localhost:8080/games/sportsbook', 'tok', 'en', {
        siteOrigin: 'https://casino.example',
        isFusion: true,
        basePath: '/casino',
      }),
    );
    expect(url.searchParams.get('returnurl')).toBe('https://casino.example/casino/webplay/exit');
  });
});
