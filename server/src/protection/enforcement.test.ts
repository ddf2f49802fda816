// Where the protection rules refuse (docs/player-protection.md, "Refusals"), on a clock the test
// moves: login, launch, bets, deposits, free spins, tournament joins and coupons.
import type { ProtectionRefusal, ProtectionState } from '@parlor/shared/types';
import { EDGE } from '../catalogue/edge-cases';
import { findPlayerByUsername } from '../db/players';
import { count, login } from '../testing/test-app';
import {
  api,
  bet,
  createClockedApp,
  DAY,
  deposit,
  HOSTS,
  launch,
  launchToken,
  MINUTE,
  tryLogin,
  type ClockedApp,
} from '../testing/protection-kit';
import { saveBreak, saveExclusion } from './access-store';
import { nextUtcDay } from './money-windows';

let t: ClockedApp;
beforeAll(async () => {
  t = await createClockedApp();
});
afterAll(() => t.close());

const iso = (ms: number) => new Date(ms).toISOString();
const playerId = (username: string, casino = 'fusion') =>
  findPlayerByUsername(t.app.parlor.db, casino, username)!.id;
const personId = (username: string, casino = 'fusion') =>
  findPlayerByUsername(t.app.parlor.db, casino, username)!.person_id;
const balance = (username: string, casino = 'fusion') =>
  findPlayerByUsername(t.app.parlor.db, casino, username)!.balance_cents;
const refusal = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(403);
  return res.json() as ProtectionRefusal;
};

describe('the demo accounts', () => {
  it('refuses `resting` (its own break) and `excluded` (the person) in every casino', async () => {
    for (const host of Object.values(HOSTS)) {
      const resting = refusal(await tryLogin(t, 'resting', host));
      expect(resting).toMatchObject({ code: 'on_break' });
      expect(Date.parse(resting.until!)).toBeGreaterThan(t.clock.now + 6 * DAY);
      const excluded = refusal(await tryLogin(t, 'excluded', host));
      expect(excluded).toMatchObject({ code: 'self_excluded' });
      expect(Date.parse(excluded.until!)).toBeGreaterThan(t.clock.now + 180 * DAY);
    }
  });

  it('gives `limited` a deposit limit almost reached, a loss limit almost reached and a raise pending', async () => {
    const cookie = await login(t.app, 'limited');
    const s = (await api(t, 'GET', '/api/protection', cookie)).json<ProtectionState>();
    expect(s.limits.deposit_day).toMatchObject({ value: 5_000, pending: { value: 50_000 } });
    expect(s.limits.loss_day).toEqual({ value: 10_000, pending: null });
  });
});

describe('deposits', () => {
  it('refuses a deposit over the day’s limit with the limit and until, and writes nothing', async () => {
    const cookie = await login(t.app, 'limited');
    const before = balance('limited');
    const page = await deposit(t, cookie, '10');
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('data-code="limit_reached"');
    expect(page.body).toContain('data-limit="deposit_day"');
    expect(page.body).toContain(`data-until="${iso(nextUtcDay(t.clock.now))}"`);
    const json = refusal(await deposit(t, cookie, '10', 'application/json'));
    expect(json).toEqual({
      code: 'limit_reached',
      limit: 'deposit_day',
      until: iso(nextUtcDay(t.clock.now)),
      error: expect.stringContaining('daily deposit limit'),
    });
    expect(balance('limited')).toBe(before);
    // what is left of the allowance goes through
    expect((await deposit(t, cookie, '5')).statusCode).toBe(303);
    expect(balance('limited')).toBe(before + 500);
  });
});

describe('bets', () => {
  it('refuses a bet past the loss limit until the next UTC day', async () => {
    const cookie = await login(t.app, 'limited');
    const token = await launchToken(t, cookie, EDGE.jackpotNone);
    // 95.00 lost today (the demo) and 4.00 more: 99.00 of 100.00
    t.app.parlor.db
      .prepare(
        `INSERT INTO bets (player_id, shortname, provider, round_id, stake_cents, win_cents,
           balance_after_cents, real_money, created_at) VALUES (?, 'x', 'y', 'lost-4', 400, 0, 0, 1, ?)`,
      )
      .run(playerId('limited'), t.clock.now);
    const before = balance('limited');
    const refused = refusal(await bet(t, token, 200));
    expect(refused).toMatchObject({
      code: 'limit_reached',
      limit: 'loss_day',
      until: iso(nextUtcDay(t.clock.now)),
    });
    expect(balance('limited')).toBe(before);
    // up to the limit itself is allowed
    expect((await bet(t, token, 100)).statusCode).toBe(200);
  });

  it('refuses bets and launches while a reality check is due, and allows them after continue', async () => {
    const cookie = await login(t.app, 'alice');
    await api(t, 'PUT', '/api/protection/reality-check', cookie, { interval_min: 10 });
    const token = await launchToken(t, cookie, EDGE.jackpotNone);
    expect((await bet(t, token)).statusCode).toBe(200);
    t.advance(10 * MINUTE);
    const before = balance('alice');
    expect(refusal(await bet(t, token))).toMatchObject({ code: 'reality_check_due' });
    expect(refusal(await launch(t, cookie, EDGE.jackpotNone))).toMatchObject({
      code: 'reality_check_due',
      success: false,
    });
    expect(balance('alice')).toBe(before);
    const answered = await api(t, 'POST', '/api/protection/reality-check', cookie, {
      action: 'continue',
    });
    expect(answered.statusCode).toBe(200);
    expect((await bet(t, token)).statusCode).toBe(200);
    expect((await launch(t, cookie, EDGE.jackpotNone)).statusCode).toBe(200);
  });

  it('ends play when the session time limit is up, across logins and devices, until 30 minutes without play', async () => {
    const cookie = await login(t.app, 'vip');
    await api(t, 'POST', '/api/protection/limits', cookie, { kind: 'session_minutes', value: 30 });
    // the play session starts at the first launch, not at the login
    t.advance(10 * MINUTE);
    const token = await launchToken(t, cookie, EDGE.jackpotNone);
    t.advance(29 * MINUTE);
    expect((await bet(t, token)).statusCode).toBe(200);
    const lastPlay = t.clock.now;
    t.advance(MINUTE);
    const expected = {
      code: 'limit_reached',
      limit: 'session_minutes',
      until: iso(lastPlay + 30 * MINUTE),
    };
    expect(refusal(await bet(t, token))).toMatchObject(expected);
    expect(refusal(await launch(t, cookie, EDGE.jackpotNone))).toMatchObject(expected);
    // logging in again, or on a second device, is the same person's session
    const again = await login(t.app, 'vip');
    expect(refusal(await launch(t, again, EDGE.jackpotNone))).toMatchObject(expected);
    const otherCasino = await login(t.app, 'vip', HOSTS.classic);
    expect(refusal(await launch(t, otherCasino, EDGE.jackpotNone, HOSTS.classic))).toMatchObject({
      code: 'limit_reached',
      limit: 'session_minutes',
    });
    // 30 minutes without play end the session: a new one may start
    t.advance(28 * MINUTE);
    expect(refusal(await launch(t, again, EDGE.jackpotNone))).toMatchObject(expected);
    t.advance(MINUTE);
    expect((await launch(t, again, EDGE.jackpotNone)).statusCode).toBe(200);
  });
});

describe('breaks', () => {
  // before the next test moves the clock a week: tournament 101 is still live
  it('refuses launch, free spins, tournament joins and coupons during a break, in every casino', async () => {
    const cookies = {
      fusion: await login(t.app, 'hunter', HOSTS.fusion),
      classic: await login(t.app, 'hunter', HOSTS.classic),
    };
    // sessions that outlived the break's start (the route itself logs the person out)
    saveBreak(t.app.parlor.db, personId('hunter'), '24h', t.clock.now + DAY, t.clock.now);
    const until = iso(t.clock.now + DAY);
    for (const [casino, host] of [
      ['fusion', HOSTS.fusion],
      ['classic', HOSTS.classic],
    ] as const) {
      const cookie = cookies[casino];
      expect(refusal(await launch(t, cookie, EDGE.jackpotNone, host))).toMatchObject({
        code: 'on_break',
        until,
      });
      const form = { 'content-type': 'application/x-www-form-urlencoded', host, cookie };
      if (casino === 'classic') {
        const live = await t.app.inject({
          method: 'POST',
          url: '/api/controller?getlivedealer',
          headers: form,
          payload: 'getlivedealer=classic-live',
        });
        expect(refusal(live)).toMatchObject({ code: 'on_break', until });
      }
      const join = await t.app.inject({
        method: 'POST',
        url: '/api/controller?jointournament',
        headers: form,
        payload: 'id=101',
      });
      expect(refusal(join)).toMatchObject({ code: 'on_break', until });
      const coupon = await t.app.inject({
        method: 'POST',
        url: '/api/coupon',
        headers: form,
        payload: 'redeem=WELCOME50&redirect=false',
      });
      expect(refusal(coupon)).toMatchObject({ code: 'on_break', success: false });
      // today's redeem as the popup would post it: refused where the spins would be given
      const today = await t.app.inject({
        url: '/api/loyalty?redeem_dfs',
        headers: { host, cookie },
      });
      const validation = today.json<{ DFSvalidation: { dfs_game: string } }>().DFSvalidation;
      const spins = await t.app.inject({
        method: 'POST',
        url: '/api/loyalty?redeem_dfs',
        headers: { host, cookie, 'content-type': 'application/json' },
        payload: {
          DFSvalidation: { dfs_game: validation.dfs_game, spins: 0, client_seed: 'a'.repeat(16) },
        },
      });
      expect(refusal(spins)).toMatchObject({ code: 'on_break' });
      expect(refusal(await deposit(t, cookie, '10', 'application/json', host))).toMatchObject({
        code: 'on_break',
      });
    }
    expect(count(t.app, 'tournament_entries')).toBe(0);
  });

  it('logs the player out and refuses login in every casino of the person', async () => {
    const cookie = await login(t.app, 'broke');
    const token = await launchToken(t, cookie, EDGE.jackpotNone);
    const taken = await api(t, 'POST', '/api/protection/break', cookie, { period: '7d' });
    expect(taken.statusCode).toBe(200);
    const until = iso(t.clock.now + 7 * DAY);
    expect(taken.json()).toEqual({ break: { until } });
    expect(String(taken.headers['set-cookie'])).toContain('parlor_session=;');
    // the session and its games are gone
    expect((await api(t, 'GET', '/api/protection', cookie)).statusCode).toBe(401);
    expect((await bet(t, token)).statusCode).toBe(401);
    expect(refusal(await tryLogin(t, 'broke'))).toMatchObject({ code: 'on_break', until });
    // the person, not the account: the same e-mail's account in another casino rests too
    expect(refusal(await tryLogin(t, 'broke', HOSTS.classic))).toMatchObject({
      code: 'on_break',
      until,
    });
    t.advance(7 * DAY);
    expect((await tryLogin(t, 'broke')).statusCode).toBe(200);
    expect((await tryLogin(t, 'broke', HOSTS.classic)).statusCode).toBe(200);
  });

  it('cannot be shortened; a longer one extends it', async () => {
    const cookie = await login(t.app, 'lucky');
    const id = personId('lucky');
    saveBreak(t.app.parlor.db, id, '7d', t.clock.now + 7 * DAY, t.clock.now);
    const shorter = await api(t, 'POST', '/api/protection/break', cookie, { period: '24h' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toMatchObject({ code: 'cannot_shorten' });
    const longer = await api(t, 'POST', '/api/protection/break', cookie, { period: '30d' });
    expect(longer.json()).toEqual({ break: { until: iso(t.clock.now + 30 * DAY) } });
  });
});

describe('self-exclusion', () => {
  it('revokes and refuses every account of the e-mail, in every casino', async () => {
    const classic = await login(t.app, 'unverified', HOSTS.classic);
    const cookie = await login(t.app, 'unverified');
    const taken = await api(t, 'POST', '/api/protection/exclusion', cookie, { period: '6m' });
    expect(taken.statusCode).toBe(200);
    const until = (taken.json() as { exclusion: { until: string } }).exclusion.until;
    expect(Date.parse(until)).toBeGreaterThan(t.clock.now + 180 * DAY);
    expect(
      (await api(t, 'GET', '/api/protection', classic, undefined, HOSTS.classic)).statusCode,
    ).toBe(401);
    for (const host of Object.values(HOSTS)) {
      expect(refusal(await tryLogin(t, 'unverified', host))).toMatchObject({
        code: 'self_excluded',
        until,
      });
    }
    // nor a new account under the same e-mail (any case)
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: HOSTS.fun },
      payload: {
        username: 'unverified_two',
        password: 'long-enough-1',
        fname: 'Uma',
        lname: 'Unger',
        email: 'Unverified@Example.com',
        dob: '1990-01-01',
        terms: 'on',
      },
    });
    expect(refusal(signup)).toMatchObject({ code: 'self_excluded', until });
    // a timed exclusion runs to its end: no early end
    const end = await api(t, 'POST', '/api/protection/exclusion/end', null, {
      username: 'unverified',
      password: 'demo1234',
    });
    expect(end.statusCode).toBe(409);
    expect(end.json()).toMatchObject({ code: 'cannot_end_timed', until });
  });

  it('UK: ends an indefinite exclusion only when asked after 6 months, then a day later', async () => {
    const cookie = await login(t.app, 'mailerror');
    await api(t, 'POST', '/api/protection/exclusion', cookie, { period: 'indefinite' });
    t.advance(30 * DAY);
    const early = await api(t, 'POST', '/api/protection/exclusion/end', null, {
      username: 'mailerror',
      password: 'demo1234',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'too_early' });
    expect(Date.parse(early.json<{ until: string }>().until)).toBeGreaterThan(
      t.clock.now + 140 * DAY,
    );
    t.advance(370 * DAY);
    expect(refusal(await tryLogin(t, 'mailerror', HOSTS.classic))).toMatchObject({
      code: 'self_excluded',
      until: null,
    });
    const wrong = await api(t, 'POST', '/api/protection/exclusion/end', null, {
      username: 'mailerror',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    const asked = t.clock.now;
    const end = await api(t, 'POST', '/api/protection/exclusion/end', null, {
      username: 'mailerror',
      password: 'demo1234',
    });
    expect(end.statusCode).toBe(200);
    const endsAt = iso(asked + DAY);
    expect(end.json()).toEqual({
      exclusion: { until: null, end_requested_at: iso(asked), ends_at: endsAt },
    });
    t.advance(DAY - MINUTE);
    expect(refusal(await tryLogin(t, 'mailerror'))).toMatchObject({
      code: 'self_excluded',
      until: endsAt,
    });
    // asking again does not restart the cooling-off
    const again = await api(t, 'POST', '/api/protection/exclusion/end', null, {
      username: 'mailerror',
      password: 'demo1234',
    });
    expect(again.json()).toMatchObject({ exclusion: { ends_at: endsAt } });
    t.advance(MINUTE);
    expect((await tryLogin(t, 'mailerror')).statusCode).toBe(200);
    expect((await tryLogin(t, 'mailerror', HOSTS.fun)).statusCode).toBe(200);
  });

  it('cannot be shortened; a longer one or indefinite extends it', async () => {
    const cookie = await login(t.app, 'nocampaign');
    const now = t.clock.now;
    saveExclusion(t.app.parlor.db, personId('nocampaign'), '1y', {
      profile: 'uk',
      startedAt: now,
      until: now + 365 * DAY,
      endRequestedAt: null,
      endsAt: null,
    });
    const shorter = await api(t, 'POST', '/api/protection/exclusion', cookie, { period: '6m' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toMatchObject({ code: 'cannot_shorten' });
    const longer = await api(t, 'POST', '/api/protection/exclusion', cookie, {
      period: 'indefinite',
    });
    expect(longer.json()).toEqual({
      exclusion: { until: null, end_requested_at: null, ends_at: null },
    });
  });
});
