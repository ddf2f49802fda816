import type {
  GameLaunchResponse,
  TournamentJoinResult,
  TournamentsResponse,
  UrlResponse,
} from '@parlor/shared/types';
import { findPlayerByUsername } from '../db/players';
import { createTestApp, login, type TestApp } from '../testing/test-app';
import { playerAlias } from './leaderboard';

let t: TestApp;
let alice: string;
let vip: string;
let newbie: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await login(t.app, 'alice');
  vip = await login(t.app, 'vip');
  newbie = await login(t.app, 'newbie');
});
afterAll(() => t.close());

/** A new millisecond: a bet and a join never share one. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** The shortname of a tournament game, which the answer names by game name (as in the spec). */
function shortnameOf(name: string): string {
  return t.app.parlor.catalogueOf('fusion').games.find((g) => g.name === name)!.shortname;
}

function join(cookie: string | undefined, id: number | string, origin?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/controller?jointournament',
    headers: {
      host: 'localhost:8080',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
      ...(origin ? { origin } : {}),
    },
    payload: new URLSearchParams({ id: String(id) }).toString(),
  });
}

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

async function placeBet(
  cookie: string,
  game: string,
  stake: number,
  round: string,
  provider?: string,
) {
  const launched = await t.app.inject({
    method: 'POST',
    url: '/api/controller?gamelauncher',
    headers: {
      host: 'localhost:8080',
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      game,
      realmoney: '1',
      ...(provider ? { provider } : {}),
    }).toString(),
  });
  const url = new URL(launched.json<GameLaunchResponse>().games[0]!.url);
  const res = await t.app.inject({
    method: 'POST',
    url: '/games/api/bet',
    headers: { host: 'games.localhost:8080', 'content-type': 'application/json' },
    payload: { token: url.searchParams.get('token'), round, stake },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ free_spin: boolean; stake_cents: number }>();
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

  it('ranks only entrants, from their real bets placed after they joined', async () => {
    const before = (await tournaments({ lang: 'en' }, alice)).json<TournamentsResponse>();
    const race = before.active_tournaments.find((x) => x.shortname === 'spring-spins-showdown')!;
    expect(race.leaderboard).toEqual([]);
    expect(race.joined).toBe(false);
    const [first, second] = race.associated_games.map(shortnameOf);
    // a bet before joining does not count, nor does anyone's who never joined
    await placeBet(vip, first!, 500, 'round-lb-0');
    await placeBet(newbie, first!, 500, 'round-lb-x');
    expect((await join(vip, race.id)).statusCode).toBe(200);
    await tick();
    await placeBet(vip, first!, 500, 'round-lb-1');
    expect((await join(alice, race.id)).statusCode).toBe(200);
    await tick();
    await placeBet(alice, second!, 100, 'round-lb-2');
    await placeBet(alice, first!, 100, 'round-lb-3');
    const mine = (await tournaments({ lang: 'en' }, alice)).json<TournamentsResponse>();
    const shown = mine.active_tournaments.find((x) => x.id === race.id)!;
    expect(shown.joined).toBe(true);
    expect(shown.leaderboard).toEqual([
      { rank: 1, alias: 'Victor V.', points: 50 },
      { rank: 2, alias: 'Alice A.', points: 20, me: true },
    ]);
    // A guest sees the same ranks, no row marked as theirs, and no `joined`.
    const guest = (await tournaments({ lang: 'en' })).json<TournamentsResponse>();
    const guestRace = guest.active_tournaments.find((x) => x.id === race.id)!;
    expect(guestRace.leaderboard!.some((row) => row.me)).toBe(false);
    expect(guestRace.joined).toBeUndefined();
    // Bets on other games do not count.
    const other = mine.active_tournaments.find((x) => x.shortname === 'high-roller-sprint')!;
    expect(other.leaderboard).toEqual([]);
  });

  it('leaves free spins out: they cost nothing and are recorded at a stake of 0', async () => {
    const answer = (await tournaments({ lang: 'en' }, alice)).json<TournamentsResponse>();
    const race = answer.active_tournaments.find((x) => x.shortname === 'spring-spins-showdown')!;
    const points = race.leaderboard!.find((row) => row.me)!.points;
    const game = shortnameOf(race.associated_games[0]!);
    const db = t.app.parlor.db;
    const aliceId = findPlayerByUsername(db, 'fusion', 'alice')!.id;
    const provider = t.app.parlor
      .catalogueOf('fusion')
      .games.find((g) => g.shortname === game)!.provider;
    db.prepare(
      `INSERT INTO free_spin_grants (player_id, source, shortname, provider, spins, remaining,
         created_at) VALUES (?, 'test', ?, ?, 50, 50, ?)`,
    ).run(aliceId, game, provider, Date.now());
    const balance = findPlayerByUsername(db, 'fusion', 'alice')!.balance_cents;
    // 3 free spins at the highest stake: before the fix, 150 points for nothing
    for (const round of ['round-fs-1', 'round-fs-2', 'round-fs-3']) {
      const settled = await placeBet(alice, game, 500, round, provider);
      expect(settled).toMatchObject({ free_spin: true, stake_cents: 0 });
    }
    const rows = db
      .prepare(
        "SELECT stake_cents, free_spin FROM bets WHERE player_id = ? AND round_id LIKE '%round-fs-%'",
      )
      .all(aliceId);
    expect(rows).toEqual(Array.from({ length: 3 }, () => ({ stake_cents: 0, free_spin: 1 })));
    expect(findPlayerByUsername(db, 'fusion', 'alice')!.balance_cents).toBeGreaterThanOrEqual(
      balance,
    );
    const after = (await tournaments({ lang: 'en' }, alice)).json<TournamentsResponse>();
    const board = after.active_tournaments.find((x) => x.id === race.id)!.leaderboard!;
    expect(board.find((row) => row.me)!.points).toBe(points);
  });

  it('makes aliases from the first name and an initial', () => {
    expect(playerAlias('Alice', 'Smith')).toBe('Alice S.');
    expect(playerAlias(' ', '')).toBe('Player');
  });
});

describe('jointournament', () => {
  const SPRINT = 102; // live, buy-in 5.00
  const balanceOf = (username: string) =>
    findPlayerByUsername(t.app.parlor.db, 'fusion', username)!.balance_cents;
  const entriesOf = (username: string) =>
    (
      t.app.parlor.db
        .prepare(
          `SELECT COUNT(*) AS n FROM tournament_entries e JOIN players p ON p.id = e.player_id
            WHERE p.username = ? AND p.casino_key = 'fusion'`,
        )
        .get(username) as { n: number }
    ).n;

  it('takes the buy-in once: a repeated join is one entry and one debit', async () => {
    const cookie = await login(t.app, 'sportsfan');
    const start = balanceOf('sportsfan');
    const first = await join(cookie, SPRINT);
    expect(first.statusCode).toBe(200);
    expect(first.json<TournamentJoinResult>()).toEqual({
      success: true,
      tournament_id: SPRINT,
      joined: true,
      already_joined: false,
      charged: 5,
      buy_in: 5,
      balance: (start - 500) / 100,
    });
    // a double click, a retried request, ten at once: nothing more is taken
    const again = await Promise.all(Array.from({ length: 10 }, () => join(cookie, SPRINT)));
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.json<TournamentJoinResult>()).toMatchObject({ already_joined: true, charged: 0 });
    }
    expect(balanceOf('sportsfan')).toBe(start - 500);
    expect(entriesOf('sportsfan')).toBe(1);
    const answer = (await tournaments({ lang: 'en' }, cookie)).json<TournamentsResponse>();
    const sprint = answer.active_tournaments.find((x) => x.id === SPRINT)!;
    expect(sprint).toMatchObject({ buy_in: 5, joined: true });
    expect(sprint.leaderboard).toEqual([
      { rank: 1, alias: expect.any(String), points: 0, me: true },
    ]);
  });

  it('refuses a short balance with a clear message, taking nothing', async () => {
    const cookie = await login(t.app, 'broke');
    const start = balanceOf('broke');
    const res = await join(cookie, SPRINT);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: 'Your balance does not cover the buy-in',
      code: 'insufficient_funds',
      buy_in: 5,
      balance: start / 100,
    });
    expect(balanceOf('broke')).toBe(start);
    expect(entriesOf('broke')).toBe(0);
  });

  it('validates its input and needs a player, a live tournament and the site origin', async () => {
    const cookie = await login(t.app, 'hunter');
    const start = balanceOf('hunter');
    expect((await join(undefined, SPRINT)).statusCode).toBe(401);
    for (const id of ['', 'abc', '0', '-1', '1e3', '1234567890']) {
      const res = await join(cookie, id);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 400 });
    }
    expect((await join(cookie, 999)).json()).toMatchObject({ code: 'tournament_not_found' });
    // upcoming (Reel Royale) and finished (Winter Wins) ones cannot be joined
    for (const id of [201, 301]) {
      const res = await join(cookie, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'not_live' });
    }
    const foreign = await join(cookie, SPRINT, 'http://evil.example');
    expect(foreign.statusCode).toBe(403);
    const get = await t.app.inject({
      url: '/api/controller?jointournament&id=102',
      headers: { host: 'localhost:8080', cookie },
    });
    expect(get.statusCode).toBe(405);
    expect(entriesOf('hunter')).toBe(0);
    expect(balanceOf('hunter')).toBe(start);
    // the site's own origin is fine
    expect((await join(cookie, SPRINT, 'http://localhost:8080')).statusCode).toBe(200);
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
