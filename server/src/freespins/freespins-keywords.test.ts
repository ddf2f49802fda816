import type {
  DfsResponse,
  FreeSpinsData,
  FreeSpinsReason,
  GameLaunchResponse,
  RedeemResult,
} from '@parlor/shared/types';
import { findPlayerByUsername } from '../db/players';
import { createTestApp, decrypt, login, type TestApp } from '../testing/test-app';
import {
  NEW_PLAYER_COUPON,
  WHEEL_SLICES,
  commitmentOf,
  fractionOf,
  weightedIndex,
} from './freespins-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOST = 'localhost:8080';
const get = (url: string, cookie: string, host = HOST) =>
  t.app.inject({ url, headers: { host, cookie } });
const daily = async (cookie: string) => {
  const res = await get('/api/loyalty?dailyfreespins', cookie);
  expect(res.statusCode).toBe(200);
  return res.json<FreeSpinsData>();
};
const redeem = (cookie: string, body: unknown, origin?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/loyalty?redeem_dfs',
    headers: {
      host: HOST,
      cookie,
      'content-type': 'application/json',
      ...(origin ? { origin } : {}),
    },
    payload: JSON.stringify(body),
  });
const CLIENT_SEED = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const validation = (data: FreeSpinsData, clientSeed: unknown = CLIENT_SEED) => ({
  DFSvalidation: {
    template: data.coupon_template,
    tier: data.tier,
    spins: 0,
    wspins: 0,
    dfs_game: data.game_slug,
    client_seed: clientSeed,
  },
});
const coupon = (cookie: string, code: string, origin?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupon',
    headers: {
      host: HOST,
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
    payload: new URLSearchParams({ redeem: code, redirect: 'false' }).toString(),
  });

describe('daily free spins: every reason a player may not redeem', () => {
  it.each<[string, FreeSpinsReason]>([
    ['alice', 'minimum_deposit'],
    ['broke', 'fivedolar_balance'],
    ['hunter', 'active_coupon'],
    ['unverified', 'email_not_clicked'],
    ['nocampaign', 'no_dfs_data'],
    ['nogame', 'no_dfs_game'],
    ['notemplate', 'no_dfs_template'],
    ['mailerror', 'server_error_email_click'],
  ])('%s: %s, and the redeem is refused with that reason', async (username, reason) => {
    const cookie = await login(t.app, username);
    const data = await daily(cookie);
    expect(data).toMatchObject({ allowed_to_redeem: false, reason_not_allowed_to_redeem: reason });
    const res = await redeem(cookie, validation({ ...data, game_slug: data.game_slug }));
    if (data.game_slug) {
      expect(res.json<RedeemResult>()).toMatchObject({ success: false, reason });
      expect(res.json<RedeemResult>().responseMessage).not.toBe('');
    }
  });

  it('a player spins once a New York day: win, then redeemed_today, and the spins play free', async () => {
    const cookie = await login(t.app, 'spinner');
    const data = await daily(cookie);
    expect(data).toMatchObject({ allowed_to_redeem: true, reason_not_allowed_to_redeem: null });
    expect(data.slices).toEqual(WHEEL_SLICES);
    const res = await redeem(cookie, validation(data));
    const result = res.json<RedeemResult>();
    expect(result).toMatchObject({ success: true, gamename: data.game_name });
    expect(result.shortcut).toMatch(new RegExp(`^/play/${data.game_slug}\\?by=`));
    expect(result.freespins).toBe(WHEEL_SLICES[result.slice!]!.no_of_spins);
    // commit and reveal: the seed matches the commitment and, with the client seed, gives the slice
    expect(commitmentOf(result.seed!)).toBe(data.commitment);
    const [pid, day] = data.commitment_message!.split(':') as [string, string];
    expect(
      weightedIndex(WHEEL_SLICES, fractionOf(result.seed!, Number(pid), day, CLIENT_SEED)),
    ).toBe(result.slice);

    expect(await daily(cookie)).toMatchObject({ reason_not_allowed_to_redeem: 'redeemed_today' });
    const again = await redeem(cookie, validation(data));
    expect(again.json<RedeemResult>()).toMatchObject({ success: false, reason: 'redeemed_today' });

    // the won spins: a real-money round on the campaign game does not take the stake
    const before = findPlayerByUsername(t.app.parlor.db, 'fusion', 'spinner')!.balance_cents;
    const launched = await t.app.inject({
      method: 'POST',
      url: '/api/controller?gamelauncher',
      headers: { host: HOST, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        game: data.game_slug,
        realmoney: '1',
        provider: result.shortcut.split('by=')[1]!,
      }).toString(),
    });
    const token = new URL(launched.json<GameLaunchResponse>().games[0]!.url).searchParams.get(
      'token',
    );
    const bet = await t.app.inject({
      method: 'POST',
      url: '/games/api/bet',
      headers: { host: 'games.localhost:8080', 'content-type': 'application/json' },
      payload: { token, round: 'free-round-1', stake: 500 },
    });
    const settled = bet.json<{ free_spin: boolean; win_cents: number; balance_cents: number }>();
    expect(settled.free_spin).toBe(true);
    expect(settled.balance_cents).toBe(before + settled.win_cents);
  });

  it('50 concurrent redeems for one player give exactly one success', async () => {
    const cookie = await login(t.app, 'lucky');
    const data = await daily(cookie);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => redeem(cookie, validation(data))),
    );
    const results = answers.map((a) => a.json<RedeemResult>());
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success).every((r) => r.reason === 'redeemed_today')).toBe(
      true,
    );
    const id = findPlayerByUsername(t.app.parlor.db, 'fusion', 'lucky')!.id;
    const grants = t.app.parlor.db
      .prepare("SELECT COUNT(*) AS n FROM free_spin_grants WHERE player_id = ? AND source = 'dfs'")
      .get(id) as { n: number };
    expect(grants.n).toBe(1);
  });

  it('refuses a malformed body, another day\u2019s game and a foreign origin', async () => {
    const cookie = await login(t.app, 'vip');
    const data = await daily(cookie);
    expect((await redeem(cookie, { DFSvalidation: { spins: 'x' } })).statusCode).toBe(400);
    expect(
      (await redeem(cookie, { DFSvalidation: { spins: 1, dfs_game: 'other' } })).statusCode,
    ).toBe(400);
    expect((await redeem(cookie, validation(data), 'http://evil.example')).statusCode).toBe(403);
    expect((await get('/api/loyalty?redeem_dfs', '')).statusCode).toBe(401);
  });

  it('refuses a redeem without a well-formed client seed, and nothing is redeemed', async () => {
    const cookie = await login(t.app, 'spinner', 'classic.localhost:8080');
    const data = await (
      await get('/api/loyalty?dailyfreespins', cookie, 'classic.localhost:8080')
    ).json<FreeSpinsData>();
    expect(data.allowed_to_redeem).toBe(true);
    const post = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/loyalty?redeem_dfs',
        headers: { host: 'classic.localhost:8080', cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const { client_seed: _none, ...withoutSeed } = validation(data).DFSvalidation;
    const bodies = [
      { DFSvalidation: withoutSeed },
      ...[null, '', 'short', 'x'.repeat(65), 'not a seed!!!!!!!!', 42].map((bad) =>
        validation(data, bad),
      ),
    ];
    for (const body of bodies) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_client_seed' });
    }
    const after = await (
      await get('/api/loyalty?dailyfreespins', cookie, 'classic.localhost:8080')
    ).json<FreeSpinsData>();
    expect(after.allowed_to_redeem).toBe(true);
  });
});

describe('the email flow', () => {
  it('send, not clicked yet, the mailbox link confirms, then the wheel is open', async () => {
    const cookie = await login(t.app, 'unverified');
    expect((await get('/api/loyalty?emailclickcheck', cookie)).json()).toEqual({ success: false });
    expect((await get('/api/loyalty?sendfreespinemail', cookie)).json()).toEqual({ success: true });
    expect((await get('/api/loyalty?emailclickcheck', cookie)).json()).toEqual({ success: false });
    const mailbox = await get('/pages/mailbox', cookie);
    const link = /href="(\/pages\/mailbox\/confirm\?token=[a-f0-9]+)"/.exec(mailbox.body)?.[1];
    expect(link).toBeDefined();
    expect((await get('/pages/mailbox/confirm?token=bad', cookie)).statusCode).toBe(400);
    expect((await get(link!, cookie)).statusCode).toBe(200);
    expect((await get('/api/loyalty?emailclickcheck', cookie)).json()).toEqual({ success: true });
    expect(await daily(cookie)).toMatchObject({ allowed_to_redeem: true });
  });

  it('a new sign-up confirms the email before the first spin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: HOST },
      payload: {
        username: 'freshspin',
        password: 'secret-pass-1',
        fname: 'Fresh',
        lname: 'Spin',
        email: 'fresh@example.com',
        dob: '1990-01-01',
        terms: 'on',
      },
    });
    expect(res.statusCode).toBe(201);
    const cookie = await login(t.app, 'freshspin', HOST, 'secret-pass-1');
    expect(await daily(cookie)).toMatchObject({
      reason_not_allowed_to_redeem: 'email_not_clicked',
    });
  });

  it('opens the popup by itself for a player who has to confirm the email', async () => {
    const cookie = await login(t.app, 'unverified', 'classic.localhost:8080');
    const body = decrypt<DfsResponse>(
      await get('/api/controller?DFS', cookie, 'classic.localhost:8080'),
    );
    expect(body.dfs).toMatchObject({ reason_not_allowed_to_redeem: 'email_not_clicked' });
    expect(body.dfs_popup).toEqual({ show: true });
    // the demo accounts are here: the popup may link the demo mailbox
    expect(body.dfs?.enabled_sections).toContain('mailbox');
  });

  it('a confirmation link expires after a day', async () => {
    const cookie = await login(t.app, 'unverified', 'classic.localhost:8080');
    const host = 'classic.localhost:8080';
    expect((await get('/api/loyalty?sendfreespinemail', cookie, host)).json()).toEqual({
      success: true,
    });
    const mailbox = await get('/pages/mailbox', cookie, host);
    const link = /href="(\/pages\/mailbox\/confirm\?token=[a-f0-9]+)"/.exec(mailbox.body)?.[1];
    expect(link).toBeDefined();
    const id = findPlayerByUsername(t.app.parlor.db, 'classic', 'unverified')!.id;
    t.app.parlor.db
      .prepare('UPDATE dfs_players SET email_sent_at = ? WHERE player_id = ?')
      .run(Date.now() - 25 * 3_600_000, id);
    expect((await get('/pages/mailbox', cookie, host)).body).not.toContain('Confirm my email');
    expect((await get(link!, cookie, host)).statusCode).toBe(400);
    expect((await get('/api/loyalty?emailclickcheck', cookie, host)).json()).toEqual({
      success: false,
    });
  });

  it('sends a few confirmation emails per player, then refuses with 429', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: HOST },
      payload: {
        username: 'mailspam',
        password: 'secret-pass-1',
        fname: 'Mail',
        lname: 'Spam',
        email: 'spam@example.com',
        dob: '1990-01-01',
        terms: 'on',
      },
    });
    expect(signup.statusCode).toBe(201);
    const cookie = await login(t.app, 'mailspam', HOST, 'secret-pass-1');
    for (let i = 0; i < 3; i++) {
      expect((await get('/api/loyalty?sendfreespinemail', cookie)).statusCode).toBe(200);
    }
    const refused = await get('/api/loyalty?sendfreespinemail', cookie);
    expect(refused.statusCode).toBe(429);
    // the main controller's path shares the count
    expect((await get('/api/controller?sendfreespinemail', cookie)).statusCode).toBe(429);
  });

  it('an email-check failure is an error answer', async () => {
    const cookie = await login(t.app, 'mailerror');
    expect((await get('/api/loyalty?emailclickcheck', cookie)).statusCode).toBe(503);
  });
});

describe('DFS on the main controller', () => {
  it('answers the data, the popup flag and the wheel; nulls where the casino has none', async () => {
    const spinner = await login(t.app, 'hunter');
    const body = decrypt<DfsResponse>(await get('/api/controller?DFS', spinner));
    expect(body.dfs).toMatchObject({ reason_not_allowed_to_redeem: 'active_coupon' });
    expect(body.dfs_popup).toEqual({ show: false });
    expect(body.dfs_spinwheel).toEqual({ slices: WHEEL_SLICES, image_size: 350 });
    const fun = await login(t.app, 'alice', 'fun.localhost:8080');
    expect(
      decrypt<DfsResponse>(await get('/api/controller?DFS', fun, 'fun.localhost:8080')),
    ).toEqual({
      dfs: null,
      dfs_popup: null,
      dfs_spinwheel: null,
    });
  });
});

describe('the new-player coupon', () => {
  it('gives newbie 50 free spins once, then the offer is gone', async () => {
    const cookie = await login(t.app, 'newbie');
    expect(await daily(cookie)).toMatchObject({ new_player_offer: true });
    const popup = decrypt<DfsResponse>(await get('/api/controller?DFS', cookie));
    expect(popup.dfs_popup).toEqual({ show: true });
    expect((await coupon(cookie, NEW_PLAYER_COUPON, 'http://evil.example')).statusCode).toBe(403);
    const first = await coupon(cookie, NEW_PLAYER_COUPON);
    expect(first.json()).toMatchObject({ success: true, freespins: 50 });
    const second = await coupon(cookie, NEW_PLAYER_COUPON);
    expect(second.json()).toMatchObject({ success: false, code: 'already_redeemed' });
    expect(await daily(cookie)).toMatchObject({
      new_player_offer: false,
      reason_not_allowed_to_redeem: 'active_coupon',
    });
  });

  it('is for new players only and knows its code', async () => {
    const cookie = await login(t.app, 'vip');
    expect((await coupon(cookie, NEW_PLAYER_COUPON)).json()).toMatchObject({
      success: false,
      code: 'not_eligible',
    });
    expect((await coupon(cookie, 'NOSUCHCODE')).statusCode).toBe(404);
  });
});

describe('the dashboard page', () => {
  it('tells the player where they stand and opens the popup', async () => {
    const cookie = await login(t.app, 'broke');
    const res = await get('/dashboard/loyalty/dailyfreespins', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('A balance of at least 5.00 is needed.');
    expect(res.body).toContain('href="/?freespins"');
  });
});

describe('the demo mailbox', () => {
  it('is not served without the demo accounts (a live site), and the popup does not link it', async () => {
    const live = await createTestApp({ seedDemo: false });
    try {
      const signup = await live.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { host: HOST },
        payload: {
          username: 'liveplayer',
          password: 'secret-pass-1',
          fname: 'Live',
          lname: 'Player',
          email: 'live@example.com',
          dob: '1990-01-01',
          terms: 'on',
        },
      });
      expect(signup.statusCode).toBe(201);
      const cookie = await login(live.app, 'liveplayer', HOST, 'secret-pass-1');
      const send = await live.app.inject({
        url: '/api/loyalty?sendfreespinemail',
        headers: { host: HOST, cookie },
      });
      expect(send.json()).toEqual({ success: true });
      const mailbox = await live.app.inject({
        url: '/pages/mailbox',
        headers: { host: HOST, cookie },
      });
      expect(mailbox.statusCode).toBe(404);
      expect(mailbox.body).not.toMatch(/token=/);
      const data = await live.app.inject({
        url: '/api/loyalty?dailyfreespins',
        headers: { host: HOST, cookie },
      });
      expect(data.json<FreeSpinsData>().enabled_sections).not.toContain('mailbox');
    } finally {
      await live.close();
    }
  });
});
