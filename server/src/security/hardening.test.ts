// The server's defences against cross-site posts, abuse by guests and slow clients, and leaks
// of data or addresses (see SECURITY.md).
import type { GameLaunchResponse, Referral } from '@parlor/shared/types';
import { EDGE } from '../catalogue/edge-cases';
import { count, createTestApp, decrypt, login, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ guestLaunchRateMax: 3 });
});
afterAll(() => t.close());

const HOST = 'localhost:8080';

describe('cross-site requests', () => {
  it('refuses a foreign Origin on every state-changing request, writing nothing', async () => {
    const sessions = count(t.app, 'sessions');
    const players = count(t.app, 'players');
    const cases = [
      { url: '/api/auth/login', payload: { username: 'alice', password: 'demo1234' } },
      {
        url: '/api/auth/signup',
        payload: {
          username: 'crosssite',
          password: 'demo1234',
          fname: 'A',
          lname: 'B',
          email: 'a@example.com',
          dob: '1990-01-01',
          terms: 'on',
        },
      },
      { url: '/api/auth/logout', payload: {} },
      { url: '/api/controller?gamelauncher', payload: { game: EDGE.jackpotNone, realmoney: '1' } },
      { url: '/pages/cashier/deposit', payload: { amount: '10', nonce: 'a'.repeat(32) } },
    ];
    for (const origin of ['http://evil.example', 'null', 'http://localhost:8080.evil.example']) {
      for (const c of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: c.url,
          headers: { host: HOST, origin },
          payload: c.payload,
        });
        expect({ url: c.url, origin, status: res.statusCode }).toEqual({
          url: c.url,
          origin,
          status: 403,
        });
        expect(res.json()).toMatchObject({ code: 'foreign_origin' });
      }
    }
    const crossSiteFetch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
      payload: { username: 'alice', password: 'demo1234' },
    });
    expect(crossSiteFetch.statusCode).toBe(403);
    expect(count(t.app, 'sessions')).toBe(sessions);
    expect(count(t.app, 'players')).toBe(players);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST, origin: 'http://localhost:8080' },
      payload: { username: 'alice', password: 'demo1234' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('guests', () => {
  it('limits guest game launches per IP (each writes a session)', async () => {
    const launch = (host = 'classic.localhost:8080') =>
      t.app.inject({
        method: 'POST',
        url: '/api/controller?gamelauncher',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `game=${EDGE.jackpotNone}&realmoney=0`,
      });
    const before = count(t.app, 'game_sessions');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await launch()).statusCode);
    const ok = answers.filter((s) => s === 200).length;
    expect(ok).toBeLessThanOrEqual(3);
    expect(answers.slice(3)).toEqual([429, 429, 429]);
    expect(count(t.app, 'game_sessions') - before).toBe(ok);
    // a logged-in player is not limited by the guests' allowance
    const cookie = await login(t.app, 'alice');
    const player = await t.app.inject({
      method: 'POST',
      url: '/api/controller?gamelauncher',
      headers: { host: HOST, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `game=${EDGE.jackpotNone}&realmoney=1`,
    });
    expect(player.json<GameLaunchResponse>().success).toBe(true);
  });
});

describe('hosts and addresses', () => {
  it('serves only game pages on the games host', async () => {
    for (const url of ['/', '/api/boot', '/pages/cashier', '/dashboard/']) {
      const res = await t.app.inject({ url, headers: { host: 'games.localhost:8080' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    const game = await t.app.inject({
      url: '/games/static/game.js',
      headers: { host: 'games.localhost:8080' },
    });
    expect(game.statusCode).toBe(200);
  });

  it('builds the referral link from the casino address, not the Host header', async () => {
    const cookie = await login(t.app, 'alice');
    const res = await t.app.inject({
      url: '/api/controller?raf',
      headers: { host: 'localhost:8080', cookie, 'x-forwarded-host': 'evil.example' },
    });
    const raf = decrypt<Referral>(res);
    expect(raf.url).toBe('http://localhost:8080/pages/signup?ref=alice');
    const proxied = await createTestApp({ publicUrl: 'https://casino.example/' });
    try {
      const c = await login(proxied.app, 'alice');
      const answer = decrypt<Referral>(
        await proxied.app.inject({
          url: '/api/controller?raf',
          headers: { host: HOST, cookie: c },
        }),
      );
      expect(answer.url).toBe('https://casino.example/pages/signup?ref=alice');
    } finally {
      await proxied.close();
    }
  });

  it('does not send the sportsbook player list to visitors', async () => {
    const res = await t.app.inject({ url: '/api/boot', headers: { host: HOST } });
    expect(res.body).not.toContain('player_ids');
    expect(res.body).not.toContain('900001');
  });
});

describe('slow clients', () => {
  it('times out idle connections and slow requests and caps headers and bodies', () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(60_000);
    expect(server.timeout).toBeGreaterThan(0);
    expect((server as unknown as { maxHeaderSize: number }).maxHeaderSize).toBeLessThanOrEqual(
      16 * 1024,
    );
    expect(t.app.initialConfig.bodyLimit).toBeLessThanOrEqual(1024 * 1024);
  });
});
