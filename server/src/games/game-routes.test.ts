import { createHash } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GameLaunchResponse, TokenResponse, UrlResponse } from '@parlor/shared/types';
import { EDGE } from '../catalogue/edge-cases';
import { findPlayerByUsername } from '../db/players';
import fs from 'node:fs';
import path from 'node:path';
import {
  count,
  createTestApp,
  login,
  markAgeVerified,
  sessionCookie,
  tempDir,
  type TestApp,
} from '../testing/test-app';

let t: TestApp;
let alice: string;
let broke: string;
let sportsfan: string;
let classicAlice: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await login(t.app, 'alice');
  broke = await login(t.app, 'broke');
  sportsfan = await login(t.app, 'sportsfan');
  classicAlice = await login(t.app, 'alice', 'classic.localhost:8080');
});
afterAll(() => t.close());

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

function launch(
  body: Record<string, string>,
  cookie?: string,
  host = 'localhost:8080',
  ua = DESKTOP_UA,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/controller?gamelauncher',
    headers: {
      host,
      'user-agent': ua,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(body).toString(),
  });
}

async function launchToken(
  body: Record<string, string>,
  cookie?: string,
  host = 'localhost:8080',
): Promise<string> {
  const res = await launch(body, cookie, host);
  const answer = res.json<GameLaunchResponse>();
  expect(answer).toMatchObject({ success: true, error: null });
  expect(answer.games).toHaveLength(1);
  return new URL(answer.games[0]!.url).searchParams.get('token')!;
}

let roundSeq = 0;
const nextRound = () => `round-${Date.now()}-${roundSeq++}`;
function bet(token: string, stake = 100, round = nextRound(), choice?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/games/api/bet',
    headers: { host: 'games.localhost:8080', 'content-type': 'application/json' },
    payload: { token, round, stake, ...(choice ? { choice } : {}) },
  });
}
const balanceCents = (username: string, casino = 'fusion') =>
  findPlayerByUsername(t.app.parlor.db, casino, username)!.balance_cents;

describe('gamelauncher', () => {
  it('launches one game for a player with a games-origin URL and a token', async () => {
    const res = await launch({ game: EDGE.jackpotNone, realmoney: '1' }, alice);
    expect(res.statusCode).toBe(200);
    const body = res.json<GameLaunchResponse>();
    expect(body).toMatchObject({ success: true, error: null, game_name: 'Jackpot Steady Crown' });
    expect(body.games).toHaveLength(1);
    const url = new URL(body.games[0]!.url);
    expect(url.origin).toBe('http://games.localhost:8080');
    expect(url.pathname).toBe('/games/demo/slot');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('lists every provider of a multi-provider game, or the one asked for', async () => {
    const all = (
      await launch({ game: EDGE.multiProvider3, realmoney: '1' }, alice)
    ).json<GameLaunchResponse>();
    expect(all.games.map((g) => g.provider).sort()).toEqual([
      'big-time-gaming',
      'netent',
      'pragmatic-play',
    ]);
    const one = (
      await launch({ game: EDGE.multiProvider3, realmoney: '1', provider: 'netent' }, alice)
    ).json<GameLaunchResponse>();
    expect(one.games.map((g) => g.provider)).toEqual(['netent']);
  });

  it('answers 4xx, never 500, for unknown games, bad providers and malformed input', async () => {
    const unknown = await launch({ game: 'no-such-game', realmoney: '1' }, alice);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'game_not_found', success: false });
    const badProvider = await launch(
      { game: EDGE.multiProvider2, realmoney: '1', provider: 'netent' },
      alice,
    );
    expect(badProvider.statusCode).toBe(404);
    expect(badProvider.json()).toMatchObject({ code: 'provider_not_found' });
    for (const body of [
      { game: '../etc/passwd', realmoney: '1' },
      { game: EDGE.jackpotNone, realmoney: 'yes' },
      { game: EDGE.jackpotNone, realmoney: '1', provider: 'Net Ent' },
      { realmoney: '1' },
    ]) {
      const res = await launch(body as Record<string, string>, alice);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input' });
    }
  });

  it('asks guests to log in for real money and refuses fun money in fusion', async () => {
    const guest = (
      await launch({ game: EDGE.jackpotNone, realmoney: '1' })
    ).json<GameLaunchResponse>();
    expect(guest).toMatchObject({
      success: false,
      error: 'login_required',
      game_name: 'Jackpot Steady Crown',
    });
    const demo = (
      await launch({ game: EDGE.jackpotNone, realmoney: '0' }, alice)
    ).json<GameLaunchResponse>();
    expect(demo).toMatchObject({ success: false, error: 'real_money_only' });
  });

  it('lets guests play fun money where the casino allows free play', async () => {
    const res = await launch(
      { game: EDGE.jackpotNone, realmoney: '0' },
      undefined,
      'classic.localhost:8080',
    );
    const body = res.json<GameLaunchResponse>();
    expect(body.success).toBe(true);
    expect(new URL(body.games[0]!.url).origin).toBe('http://games.classic.localhost:8080');
  });

  it('answers mobile_only on desktop, plays on mobile; invalid_game; game_locked', async () => {
    expect((await launch({ game: EDGE.mobileOnly, realmoney: '1' }, alice)).json()).toMatchObject({
      success: false,
      error: 'mobile_only',
    });
    const mobile = await launch(
      { game: EDGE.mobileOnly, realmoney: '1' },
      alice,
      'localhost:8080',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    );
    expect(mobile.json()).toMatchObject({ success: true });
    expect((await launch({ game: EDGE.invalidGame, realmoney: '1' }, alice)).json()).toMatchObject({
      success: false,
      error: 'invalid_game',
    });
    expect(
      (await launch({ game: EDGE.lockPlayerClass, realmoney: '1' }, alice)).json(),
    ).toMatchObject({
      success: false,
      error: 'game_locked',
    });
  });

  it('gives synth games absolute synth_details on the assets host', async () => {
    const body = (
      await launch({ game: EDGE.synth[0], realmoney: '1' }, alice)
    ).json<GameLaunchResponse>();
    expect(body.games[0]!.synth).toBe(1);
    expect(body.games[0]!.synth_details?.imgLoader).toMatch(/^http:\/\/localhost:8086\//);
  });
});

describe('bet settlement', () => {
  it('settles a spin against the real balance: stake out, win in, one bets row', async () => {
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, alice);
    const before = balanceCents('alice');
    const bets = count(t.app, 'bets');
    const res = await bet(token, 100);
    expect(res.statusCode).toBe(200);
    const r = res.json<{ win_cents: number; balance_cents: number; stake_cents: number }>();
    expect(r.stake_cents).toBe(100);
    expect(r.balance_cents).toBe(before - 100 + r.win_cents);
    expect(balanceCents('alice')).toBe(r.balance_cents);
    expect(count(t.app, 'bets')).toBe(bets + 1);
  });

  it('pays wins and takes losses as the RNG decides (fixed RNG)', async () => {
    const { registerGameRoutes } = await import('./game-routes');
    const Fastify = (await import('fastify')).default;
    // a separate app over the same database, with an RNG that always hits the top line / misses
    for (const [roll, multiplier] of [
      [0, 50],
      [99_999, 0],
    ] as const) {
      const app = Fastify();
      registerGameRoutes(app, t.app.parlor, { rng: (max) => (max === 100_000 ? roll : 0) });
      await app.ready();
      const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, alice);
      const before = balanceCents('alice');
      const res = await app.inject({
        method: 'POST',
        url: '/games/api/bet',
        payload: { token, round: nextRound(), stake: 100 },
      });
      const r = res.json<{ win_cents: number; balance_cents: number }>();
      expect(r.win_cents).toBe(100 * multiplier);
      expect(balanceCents('alice')).toBe(before - 100 + 100 * multiplier);
      await app.close();
    }
  });

  it('refuses a stake above the balance and writes nothing', async () => {
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, broke);
    const before = balanceCents('broke');
    expect(before).toBe(250);
    const bets = count(t.app, 'bets');
    const res = await bet(token, 500);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(balanceCents('broke')).toBe(before);
    expect(count(t.app, 'bets')).toBe(bets);
  });

  it('rejects a replayed round: charged once only', async () => {
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, alice);
    const round = nextRound();
    const first = await bet(token, 100, round);
    expect(first.statusCode).toBe(200);
    const after = balanceCents('alice');
    const replay = await bet(token, 100, round);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'round_replayed' });
    expect(balanceCents('alice')).toBe(after);
  });

  it('rejects forged, unknown and closed-out tokens', async () => {
    expect((await bet('x'.repeat(43))).statusCode).toBe(401);
    expect((await bet('short')).statusCode).toBe(401);
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, alice);
    t.app.parlor.db.prepare('UPDATE game_sessions SET expires_at = 0').run();
    const res = await bet(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_session' });
  });

  it('ends the games of a session at logout and at session expiry: nothing debited', async () => {
    const cookie = await login(t.app, 'alice');
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, cookie);
    expect((await bet(token, 10)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'localhost:8080', cookie },
    });
    const before = balanceCents('alice');
    const refused = await bet(token, 10);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'invalid_session' });
    expect(balanceCents('alice')).toBe(before);

    const cookie2 = await login(t.app, 'alice');
    const token2 = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, cookie2);
    const siteHash = createHash('sha256').update(cookie2.split('=')[1]!).digest('hex');
    t.app.parlor.db
      .prepare('UPDATE sessions SET expires_at = 0 WHERE token_hash = ?')
      .run(siteHash);
    expect((await bet(token2, 10)).statusCode).toBe(401);
    expect(balanceCents('alice')).toBe(before);
  });

  it('refuses stakes that are not on the list', async () => {
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, alice);
    for (const stake of [0, -100, 99, 100.5, 1e9]) {
      expect((await bet(token, stake)).statusCode).toBe(400);
    }
  });

  it('50 concurrent bets on one balance: the right total, never below zero', async () => {
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, broke);
    const player = findPlayerByUsername(t.app.parlor.db, 'fusion', 'broke')!;
    const start = player.balance_cents;
    const results = await Promise.all(Array.from({ length: 50 }, () => bet(token, 25)));
    const ok = results
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json<{ win_cents: number; stake_cents: number; balance_cents: number }>());
    const refused = results.filter((r) => r.statusCode !== 200);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(ok.length + refused.length).toBe(50);
    expect(ok.length).toBeGreaterThanOrEqual(10); // 250 cents cover at least ten 25-cent bets
    const expected = start + ok.reduce((sum, r) => sum + r.win_cents - r.stake_cents, 0);
    expect(balanceCents('broke')).toBe(expected);
    expect(balanceCents('broke')).toBeGreaterThanOrEqual(0);
    for (const r of ok) expect(r.balance_cents).toBeGreaterThanOrEqual(0);
    const ledger = t.app.parlor.db
      .prepare(
        'SELECT COUNT(*) AS n, MIN(balance_after_cents) AS low FROM bets WHERE player_id = ?',
      )
      .get(player.id) as { n: number; low: number };
    expect(ledger.n).toBe(ok.length);
    expect(ledger.low).toBeGreaterThanOrEqual(0);
  });

  it('plays fun money against the session, never the real balance', async () => {
    const token = await launchToken(
      { game: EDGE.jackpotNone, realmoney: '0' },
      classicAlice,
      'classic.localhost:8080',
    );
    const before = balanceCents('alice', 'classic');
    const res = await bet(token, 500);
    expect(res.statusCode).toBe(200);
    const r = res.json<{ balance_cents: number; win_cents: number; real_money: boolean }>();
    expect(r.real_money).toBe(false);
    expect(r.balance_cents).toBe(100_000 - 500 + r.win_cents);
    expect(balanceCents('alice', 'classic')).toBe(before);
  });

  it('plays the table game red or black', async () => {
    const game = t.app.parlor
      .catalogueOf('fusion')
      .games.find(
        (g) => g.category === 'table-games' && g.game_lock === 0 && g.provider !== 'sportsbook',
      )!;
    const body = (
      await launch({ game: game.shortname, realmoney: '1', provider: game.provider }, alice)
    ).json<GameLaunchResponse>();
    const url = new URL(body.games[0]!.url);
    expect(url.pathname).toBe('/games/demo/table');
    const token = url.searchParams.get('token')!;
    expect((await bet(token, 100)).statusCode).toBe(400); // no colour
    const res = await bet(token, 100, nextRound(), 'red');
    expect(res.statusCode).toBe(200);
    const r = res.json<{ win_cents: number; outcome: { colour: string } }>();
    expect(r.win_cents).toBe(r.outcome.colour === 'red' ? 200 : 0);
  });
});

describe('game pages', () => {
  it('serves the demo slot framable by the site only, with the exit address', async () => {
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, alice);
    const returnurl = 'http://localhost:8080/webplay/exit';
    const res = await t.app.inject({
      url: `/games/demo/slot?token=${token}&returnurl=${encodeURIComponent(returnurl)}`,
      headers: { host: 'games.localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' http://localhost:8080",
    );
    expect(res.body).toContain('>Spin</button>');
    expect(res.body).toContain(`href="${returnurl}"`);
  });

  it("over real HTTP the site's frame-ancestors and X-Frame-Options do not apply", async () => {
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, alice);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get(
          {
            port,
            host: '127.0.0.1',
            path: `/games/demo/slot?token=${token}`,
            headers: { host: 'games.localhost:8080' },
          },
          (res) => {
            res.resume();
            resolve(res.headers);
          },
        )
        .on('error', reject);
    });
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy']).toContain(
      "frame-ancestors 'self' http://localhost:8080",
    );
    expect(headers['content-security-policy']).not.toContain("frame-ancestors 'self';");
  });

  it('is never answered with the shell page, even with a shell build present', async () => {
    const shell = tempDir();
    fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Shell</title>');
    const withShell = await createTestApp({ shellDist: shell });
    try {
      const exit = await withShell.app.inject({
        url: '/webplay/exit',
        headers: { host: 'localhost:8080' },
      });
      expect(exit.body).toContain('/games/static/exit.js');
      const game = await withShell.app.inject({
        url: '/games/demo/slot?token=nope',
        headers: { host: 'games.localhost:8080' },
      });
      expect(game.statusCode).toBe(401);
      expect(game.body).toContain('Game unavailable');
    } finally {
      await withShell.close();
      fs.rmSync(shell, { recursive: true, force: true });
    }
  });

  it('drops a returnurl of another site and refuses a bad token', async () => {
    const token = await launchToken({ game: EDGE.jackpotNone, realmoney: '1' }, alice);
    const res = await t.app.inject({
      url: `/games/demo/slot?token=${token}&returnurl=${encodeURIComponent('https://evil.example/')}`,
      headers: { host: 'games.localhost:8080' },
    });
    expect(res.body).not.toContain('evil.example');
    const bad = await t.app.inject({
      url: '/games/demo/slot?token=nope',
      headers: { host: 'games.localhost:8080' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('lets the site frame the games origin (CSP frame-src)', async () => {
    const res = await t.app.inject({
      url: '/webplay/exit',
      headers: { host: 'classic.localhost:8080' },
    });
    expect(res.headers['content-security-policy']).toContain('http://games.classic.localhost:8080');
  });

  it('serves the exit page on the site', async () => {
    const res = await t.app.inject({ url: '/webplay/exit', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/games/static/exit.js');
  });
});

describe('gettoken and getlivedealer', () => {
  it('gives the whitelisted sportsfan a sportsbook token and refuses others', async () => {
    const res = await t.app.inject({
      url: '/api/controller?gettoken',
      headers: { host: 'localhost:8080', cookie: sportsfan },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenResponse>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.url).toBe('http://games.localhost:8080/games/sportsbook');
    const other = await t.app.inject({
      url: '/api/controller?gettoken',
      headers: { host: 'localhost:8080', cookie: alice },
    });
    expect(other.statusCode).toBe(403);
    const guest = await t.app.inject({
      url: '/api/controller?gettoken',
      headers: { host: 'localhost:8080' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('answers the live dealer frame in the casino that has one', async () => {
    const post = (value: string, cookie: string, host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/controller?getlivedealer',
        headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `getlivedealer=${value}`,
      });
    const ok = await post('classic-live', classicAlice, 'classic.localhost:8080');
    expect(ok.statusCode).toBe(200);
    const url = new URL(ok.json<UrlResponse>().url);
    expect(url.origin + url.pathname).toBe('http://games.classic.localhost:8080/games/live-dealer');
    expect((await post('other', classicAlice, 'classic.localhost:8080')).statusCode).toBe(400);
    expect((await post('classic-live', alice, 'localhost:8080')).statusCode).toBe(404);
  });
});

describe('cashier', () => {
  async function signup(username: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: 'localhost:8080' },
      payload: {
        username,
        password: 'demo1234',
        fname: 'Cash',
        lname: 'Ier',
        email: `${username}@example.com`,
        dob: '1990-01-01',
        terms: 'on',
      },
    });
    // fusion plays under the UK profile: money moves once the age is verified
    markAgeVerified(t.app, `${username}@example.com`);
    return sessionCookie(res);
  }
  const deposit = (cookie: string, body: string, origin = 'http://localhost:8080') =>
    t.app.inject({
      method: 'POST',
      url: '/pages/cashier/deposit',
      headers: {
        host: 'localhost:8080',
        cookie,
        origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: body,
    });
  async function issuedNonce(cookie: string): Promise<string> {
    const page = await t.app.inject({
      url: '/pages/cashier',
      headers: { host: 'localhost:8080', cookie },
    });
    return /name="nonce" value="([a-f0-9]{32})"/.exec(page.body)![1]!;
  }

  it('credits a deposit once, even when the form is sent twice', async () => {
    const cookie = await signup('cashier1');
    const page = await t.app.inject({
      url: '/pages/cashier',
      headers: { host: 'localhost:8080', cookie },
    });
    expect(page.statusCode).toBe(200);
    const nonce = /name="nonce" value="([a-f0-9]{32})"/.exec(page.body)![1]!;
    const first = await deposit(cookie, `amount=25&nonce=${nonce}`);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/pages/cashier?deposit=ok');
    await deposit(cookie, `amount=25&nonce=${nonce}`);
    expect(balanceCents('cashier1')).toBe(2500);
    const after = await t.app.inject({
      url: '/pages/cashier?deposit=ok',
      headers: { host: 'localhost:8080', cookie },
    });
    expect(after.body).toContain('data-testid="cashier-balance">25.00<');
  });

  it('refuses bad amounts and guests with a 4xx, crediting nothing', async () => {
    const cookie = await signup('cashier2');
    const nonce = await issuedNonce(cookie);
    for (const amount of ['0', '-5', 'abc', '100000', '0x10', '1e4', '10.001', '10.5.1', ' ']) {
      const res = await deposit(cookie, `amount=${encodeURIComponent(amount)}&nonce=${nonce}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Nothing was charged');
    }
    expect(balanceCents('cashier2')).toBe(0);
    expect((await deposit(cookie, `amount=10.50&nonce=${nonce}`)).statusCode).toBe(303);
    expect(balanceCents('cashier2')).toBe(1050);
    const guest = await t.app.inject({
      url: '/pages/cashier',
      headers: { host: 'localhost:8080' },
    });
    expect(guest.body).toContain('Log in to deposit');
    expect(guest.body).not.toContain('deposit-form');
    expect((await deposit('', `amount=10&nonce=${nonce}`)).statusCode).toBe(401);
  });

  it('credits only on nonces it issued, from its own origin, within the daily cap', async () => {
    const cookie = await signup('cashier3');
    const forged = await deposit(cookie, `amount=10&nonce=${'a'.repeat(32)}`);
    expect(forged.statusCode).toBe(409);
    const nonce = await issuedNonce(cookie);
    const foreign = await deposit(cookie, `amount=10&nonce=${nonce}`, 'http://evil.example');
    expect(foreign.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/pages/cashier/deposit',
      headers: {
        host: 'localhost:8080',
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `amount=10&nonce=${nonce}`,
    });
    expect(noOrigin.statusCode).toBe(403);
    // Chromium's form post under Referrer-Policy no-referrer: Origin null, Sec-Fetch-Site says same
    const browserForm = await t.app.inject({
      method: 'POST',
      url: '/pages/cashier/deposit',
      headers: {
        host: 'localhost:8080',
        cookie,
        origin: 'null',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `amount=1&nonce=${await issuedNonce(cookie)}`,
    });
    expect(browserForm.statusCode).toBe(303);
    t.app.parlor.db
      .prepare("UPDATE players SET balance_cents = 0 WHERE username = 'cashier3'")
      .run();
    t.app.parlor.db
      .prepare(
        "DELETE FROM deposits WHERE player_id = (SELECT id FROM players WHERE username = 'cashier3')",
      )
      .run();
    const other = await signup('cashier4');
    const othersNonce = await issuedNonce(other);
    expect((await deposit(cookie, `amount=10&nonce=${othersNonce}`)).statusCode).toBe(409);
    expect(balanceCents('cashier3')).toBe(0);
    for (let i = 0; i < 2; i++) {
      expect(
        (await deposit(cookie, `amount=10000&nonce=${await issuedNonce(cookie)}`)).statusCode,
      ).toBe(303);
    }
    const over = await deposit(cookie, `amount=1&nonce=${await issuedNonce(cookie)}`);
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('daily limit');
    expect(balanceCents('cashier3')).toBe(2_000_000);
  });
});
