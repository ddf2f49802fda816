import type { GameLaunchResponse, TournamentsResponse, UrlResponse } from '@parlor/shared/types';
import { createTestApp, login, type TestApp } from '../testing/test-app';
import { playerAlias } from './leaderboard';

let t: TestApp;
let alice: string;
let vip: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await login(t.app, 'alice');
  vip = await login(t.app, 'vip');
});
afterAll(() => t.close());

function tournaments(form: Record<string, string>, cookie?: string, host = 'localhost:8080') {
  return t.app.inject({
    method: 'POST',
    url: '/api/controller?gettournaments',
    headers: {
      host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

async function placeBet(cookie: string, game: string, stake: number, round: string) {
  const launched = await t.app.inject({
    method: 'POST',
    url: '/api/controller?gamelauncher',
    headers: {
      host: 'localhost:8080',
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ game, realmoney: '1' }).toString(),
  });
  const url = new URL(launched.json<GameLaunchResponse>().games[0]!.url);
  const res = await t.app.inject({
    method: 'POST',
    url: '/games/api/bet',
    headers: { host: 'games.localhost:8080', 'content-type': 'application/json' },
    payload: { token: url.searchParams.get('token'), round, stake },
  });
  expect(res.statusCode).toBe(200);
}

describe('gettournaments', () => {
  it('answers the three lists in the fusion form, every state seeded', async () => {
    const res = await tournaments({ lang: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json<TournamentsResponse>();
    expect(body.active_tournaments.length).toBeGreaterThan(0);
    expect(body.upcoming_tournaments.length).toBeGreaterThan(0);
    expect(body.finished_tournaments.length).toBeGreaterThanOrEqual(4);
    const royale = body.upcoming_tournaments.find((x) => x.shortname === 'reel-royale')!;
    // It starts a few minutes after the server did: a start countdown that will flip.
    const startsIn = Date.parse(royale.schedule[0]!.start_at_iso) - Date.now();
    expect(startsIn).toBeGreaterThan(60_000);
    expect(startsIn).toBeLessThanOrEqual(180_000);
    expect(royale.schedule[0]!.start_at_iso).toMatch(/T\d\d:\d\d:\d\d-0[45]:00$/);
    const recurring = body.upcoming_tournaments.find((x) => x.shortname === 'friday-night-frenzy');
    if (recurring) expect(recurring.schedule[0]!.next_upcoming_startdate).toBeTruthy();
    for (const x of [...body.active_tournaments, ...body.finished_tournaments]) {
      expect(x.associated_games.length).toBeGreaterThan(0);
      expect(x.provider.length).toBeGreaterThan(0);
      expect(Array.isArray(x.leaderboard)).toBe(true);
    }
    expect(body.finished_tournaments.map((x) => x.status)).toEqual(
      expect.arrayContaining(['finished', 'archived']),
    );
  });

  it('writes terms and content in the language asked', async () => {
    const of = async (lang: string) =>
      (await tournaments({ lang })).json<TournamentsResponse>().active_tournaments[0]!;
    expect((await of('en')).terms).toContain('1 point per 0.10');
    expect((await of('de')).terms).toContain('Punkt');
    expect((await of('es')).content.left).toContain('Cómo ganar');
    expect((await of('fr')).content.right).toContain('Prix');
  });

  it('answers a short list for the home page, live ones first, no finished ones', async () => {
    const body = (await tournaments({ lang: 'en', home: '1' })).json<TournamentsResponse>();
    const count = body.active_tournaments.length + body.upcoming_tournaments.length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    expect(body.finished_tournaments).toEqual([]);
  });

  it('refuses a language it does not know and a GET', async () => {
    expect((await tournaments({ lang: 'xx' })).statusCode).toBe(400);
    expect((await tournaments({ lang: 'en', home: 'yes' })).statusCode).toBe(400);
    const get = await t.app.inject({ url: '/api/controller?gettournaments' });
    expect(get.statusCode).toBe(405);
  });

  it('ranks players by their real bets on the tournament games, marking my own row', async () => {
    const before = (await tournaments({ lang: 'en' }, alice)).json<TournamentsResponse>();
    const race = before.active_tournaments.find((x) => x.shortname === 'spring-spins-showdown')!;
    expect(race.leaderboard).toEqual([]);
    const [first, second] = race.associated_games;
    await placeBet(vip, first!, 500, 'round-lb-1');
    await placeBet(alice, second!, 100, 'round-lb-2');
    await placeBet(alice, first!, 100, 'round-lb-3');
    const mine = (await tournaments({ lang: 'en' }, alice)).json<TournamentsResponse>();
    const board = mine.active_tournaments.find((x) => x.id === race.id)!.leaderboard!;
    expect(board).toEqual([
      { rank: 1, alias: expect.any(String), points: 50 },
      { rank: 2, alias: expect.any(String), points: 20, me: true },
    ]);
    expect(board[0]!.alias).not.toContain('vip');
    // A guest sees the same ranks and no row marked as theirs.
    const guest = (await tournaments({ lang: 'en' })).json<TournamentsResponse>();
    const guestBoard = guest.active_tournaments.find((x) => x.id === race.id)!.leaderboard!;
    expect(guestBoard.some((row) => row.me)).toBe(false);
    // Bets on other games do not count.
    const other = mine.active_tournaments.find((x) => x.shortname === 'high-roller-sprint');
    if (other && !other.associated_games.some((g) => g === first || g === second)) {
      expect(other.leaderboard).toEqual([]);
    }
  });

  it('makes aliases from the first name and an initial', () => {
    expect(playerAlias('Alice', 'Smith')).toBe('Alice S.');
    expect(playerAlias(' ', '')).toBe('Player');
  });
});

describe('gettournamentslobby and the demo lobby page', () => {
  it('needs a player and answers the lobby page address in their language', async () => {
    const guest = await t.app.inject({
      url: '/api/controller?gettournamentslobby',
      headers: { host: 'classic.localhost:8080' },
    });
    expect(guest.statusCode).toBe(401);
    const classic = await login(t.app, 'alice', 'classic.localhost:8080');
    const res = await t.app.inject({
      url: '/api/controller?gettournamentslobby',
      headers: { host: 'classic.localhost:8080', cookie: `${classic}; lang=de` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<UrlResponse>().url).toBe('/api/tournaments/lobby?lang=de');
  });

  it('serves the lobby page in four languages with an anchor per tournament', async () => {
    for (const [lang, title] of [
      ['en', 'Tournaments lobby'],
      ['de', 'Turnier-Lobby'],
      ['es', 'Sala de torneos'],
      ['fr', 'Salle des tournois'],
    ] as const) {
      const res = await t.app.inject({
        url: `/api/tournaments/lobby?lang=${lang}`,
        headers: { host: 'classic.localhost:8080' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(title);
      expect(res.body).toContain('id="reel-royale"');
    }
  });

  it('draws artwork for known tournaments only', async () => {
    const ok = await t.app.inject({ url: '/api/tournaments/art/reel-royale/hero.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.body).toContain('Reel Royale');
    expect((await t.app.inject({ url: '/api/tournaments/art/nope/hero.svg' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/tournaments/art/reel-royale/x.svg' })).statusCode).toBe(
      404,
    );
  });
});
