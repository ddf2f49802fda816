// The protection routes on a clock the test moves: the state, limits, the reality check, the
// history, and the refusals of malformed input, guests and other sites.
import type { ConfigResponse, HistoryEntry, ProtectionState } from '@parlor/shared/types';
import { EDGE } from '../catalogue/edge-cases';
import { findPlayerByUsername } from '../db/players';
import { createTestApp, decrypt, login } from '../testing/test-app';
import {
  api,
  bet,
  createClockedApp,
  DAY,
  deposit,
  HOSTS,
  HOUR,
  launchToken,
  MINUTE,
  type ClockedApp,
} from '../testing/protection-kit';

let t: ClockedApp;
beforeAll(async () => {
  t = await createClockedApp();
});
afterAll(() => t.close());

const state = async (cookie: string, host: string = HOSTS.fusion) => {
  const res = await api(t, 'GET', '/api/protection', cookie, undefined, host);
  expect(res.statusCode).toBe(200);
  return res.json<ProtectionState>();
};
const iso = (ms: number) => new Date(ms).toISOString();

describe('the casino config', () => {
  it('names each casino’s protection profile', async () => {
    const profiles = [];
    for (const host of Object.values(HOSTS)) {
      const res = await t.app.inject({ url: '/api/controller?getconfig', headers: { host } });
      profiles.push(decrypt<ConfigResponse>(res).config.protection);
    }
    const [fusion, classic, fun] = profiles;
    expect(fusion).toMatchObject({
      profile: 'uk',
      session_clock: true,
      reality_check: { intervals_min: [10, 20, 30, 60], default_min: 60, can_turn_off: false },
      money_limits: true,
      session_limit: true,
      breaks: ['24h', '7d', '30d', '6w'],
      exclusions: ['6m', '1y', '5y', 'indefinite'],
    });
    expect(fusion?.help[0]).toEqual({
      name: 'BeGambleAware',
      url: 'https://www.begambleaware.org',
      phone: '0808 8020 133',
    });
    expect(classic).toMatchObject({
      profile: 'mga',
      reality_check: { intervals_min: [15, 30, 60, 120], default_min: 60, can_turn_off: true },
      help: [{ url: 'https://www.rgf.org.mt', phone: '1777' }],
    });
    expect(fun).toMatchObject({ profile: 'uk', money_limits: false, session_clock: true });
  });
});

describe('GET /api/protection', () => {
  it('answers 401 not_logged_in to a guest', async () => {
    for (const url of ['/api/protection', '/api/protection/history']) {
      const res = await api(t, 'GET', url, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'not_logged_in' });
    }
    const post = await api(t, 'POST', '/api/protection/limits', null, {
      kind: 'deposit_day',
      value: 100,
    });
    expect(post.statusCode).toBe(401);
  });

  it('answers the session, the reality check and the limits the casino offers', async () => {
    const cookie = await login(t.app, 'alice');
    // before any play the clock stands at zero: a play session starts at the first launch
    t.advance(5 * MINUTE);
    expect((await state(cookie)).session).toMatchObject({ elapsed_s: 0 });
    expect((await state(cookie)).reality_check).toEqual({
      interval_min: 60,
      due_at: null,
      due: false,
    });
    const start = t.clock.now;
    await launchToken(t, cookie, EDGE.jackpotNone);
    t.advance(90_000);
    const s = await state(cookie);
    expect(s).toEqual({
      profile: 'uk',
      session: {
        started_at: iso(start),
        elapsed_s: 90,
        wagered_cents: 0,
        won_cents: 0,
        net_cents: 0,
      },
      reality_check: { interval_min: 60, due_at: iso(start + HOUR), due: false },
      limits: {
        deposit_day: { value: null, pending: null },
        deposit_week: { value: null, pending: null },
        deposit_month: { value: null, pending: null },
        loss_day: { value: null, pending: null },
        session_minutes: { value: null, pending: null },
      },
      break: null,
      exclusion: null,
      age_verification: 'verified',
      show_tools: false,
    });
  });

  it('counts the real-money bets and wins of this session', async () => {
    const cookie = await login(t.app, 'vip');
    const token = await launchToken(t, cookie, EDGE.jackpotNone);
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await bet(t, token, 200)).json<{ win_cents: number }>());
    const won = answers.reduce((sum, a) => sum + a.win_cents, 0);
    const s = await state(cookie);
    expect(s.session).toMatchObject({ wagered_cents: 600, won_cents: won, net_cents: won - 600 });
  });

  it('offers the MGA profile in classic and no money or session limits in fun', async () => {
    const classic = await state(await login(t.app, 'alice', HOSTS.classic), HOSTS.classic);
    expect(classic.profile).toBe('mga');
    expect(Object.keys(classic.limits)).toHaveLength(5);
    const fun = await state(await login(t.app, 'alice', HOSTS.fun), HOSTS.fun);
    expect(fun.profile).toBe('uk');
    expect(fun.limits).toEqual({});
    const refused = await api(
      t,
      'POST',
      '/api/protection/limits',
      await login(t.app, 'newbie', HOSTS.fun),
      { kind: 'deposit_day', value: 5_000 },
      HOSTS.fun,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'not_offered' });
  });
});

describe('POST /api/protection/limits', () => {
  it('applies a lowered limit at once and waits 24 hours for a raise', async () => {
    const cookie = await login(t.app, 'spinner');
    const set = await api(t, 'POST', '/api/protection/limits', cookie, {
      kind: 'deposit_day',
      value: 10_000,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<ProtectionState>().limits.deposit_day).toEqual({
      value: 10_000,
      pending: null,
    });

    const asked = t.clock.now;
    const raised = await api(t, 'POST', '/api/protection/limits', cookie, {
      kind: 'deposit_day',
      value: 50_000,
    });
    expect(raised.json<ProtectionState>().limits.deposit_day).toEqual({
      value: 10_000,
      pending: { value: 50_000, effective_at: iso(asked + DAY), awaiting_confirmation: false },
    });
    // the cashier still counts the old limit before the 24 hours are up
    t.advance(23 * HOUR);
    expect((await deposit(t, cookie, '150')).statusCode).toBe(403);
    expect((await state(cookie)).limits.deposit_day?.value).toBe(10_000);
    const early = await api(t, 'POST', '/api/protection/limits/confirm', cookie, {
      kind: 'deposit_day',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'nothing_to_confirm' });
    t.advance(HOUR);
    // the 24 hours are over, but the raise waits for the player's confirmation
    expect((await state(cookie)).limits.deposit_day).toEqual({
      value: 10_000,
      pending: { value: 50_000, effective_at: iso(asked + DAY), awaiting_confirmation: true },
    });
    expect((await deposit(t, cookie, '150')).statusCode).toBe(403);
    const confirmed = await api(t, 'POST', '/api/protection/limits/confirm', cookie, {
      kind: 'deposit_day',
    });
    expect(confirmed.json<ProtectionState>().limits.deposit_day).toEqual({
      value: 50_000,
      pending: null,
    });
    expect((await deposit(t, cookie, '150')).statusCode).toBe(303);

    const lowered = await api(t, 'POST', '/api/protection/limits', cookie, {
      kind: 'deposit_day',
      value: 2_000,
    });
    expect(lowered.json<ProtectionState>().limits.deposit_day).toEqual({
      value: 2_000,
      pending: null,
    });
    const removed = await api(t, 'POST', '/api/protection/limits', cookie, {
      kind: 'deposit_day',
      value: null,
    });
    expect(removed.json<ProtectionState>().limits.deposit_day).toMatchObject({
      value: 2_000,
      pending: { value: null },
    });
  });

  it('answers 400 to malformed input', async () => {
    const cookie = await login(t.app, 'lucky');
    for (const payload of [
      { kind: 'deposit_year', value: 100 },
      { kind: 'deposit_day', value: '100' },
      { kind: 'deposit_day', value: -5 },
      { kind: 'deposit_day', value: 1.5 },
      { kind: 'deposit_day' },
      { kind: 'session_minutes', value: 100_000 },
      [],
    ]) {
      const res = await api(t, 'POST', '/api/protection/limits', cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input' });
    }
    const badInterval = await api(t, 'PUT', '/api/protection/reality-check', cookie, {
      interval_min: 15,
    });
    expect(badInterval.statusCode).toBe(400);
    const badAction = await api(t, 'POST', '/api/protection/reality-check', cookie, {
      action: 'stop',
    });
    expect(badAction.statusCode).toBe(400);
    const badBreak = await api(t, 'POST', '/api/protection/break', cookie, { period: '2h' });
    expect(badBreak.statusCode).toBe(400);
    const badExclusion = await api(t, 'POST', '/api/protection/exclusion', cookie, {
      period: 'forever',
    });
    expect(badExclusion.statusCode).toBe(400);
    for (const query of [
      'from=2026-02-30',
      'to=yesterday',
      'type=bonus',
      'from=2026-03-02&to=2026-03-01',
    ]) {
      const res = await api(t, 'GET', `/api/protection/history?${query}`, cookie);
      expect(res.statusCode).toBe(400);
    }
    // nothing was written
    expect((await state(cookie)).limits.deposit_day).toEqual({ value: null, pending: null });
  });

  it('refuses a POST from another site', async () => {
    const cookie = await login(t.app, 'lucky');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/protection/limits',
      headers: {
        host: HOSTS.fusion,
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: { kind: 'deposit_day', value: 100 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'foreign_origin' });
    expect((await state(cookie)).limits.deposit_day?.value).toBeNull();
  });
});

describe('the reality check', () => {
  it('takes one of the profile’s intervals; off only where the profile allows', async () => {
    const cookie = await login(t.app, 'hunter');
    await launchToken(t, cookie, EDGE.jackpotNone);
    const at = t.clock.now;
    const set = await api(t, 'PUT', '/api/protection/reality-check', cookie, { interval_min: 10 });
    expect(set.json<ProtectionState>().reality_check).toEqual({
      interval_min: 10,
      due_at: iso(at + 10 * MINUTE),
      due: false,
    });
    const off = await api(t, 'PUT', '/api/protection/reality-check', cookie, {
      interval_min: null,
    });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ code: 'cannot_turn_off' });

    const classic = await login(t.app, 'hunter', HOSTS.classic);
    const classicOff = await api(
      t,
      'PUT',
      '/api/protection/reality-check',
      classic,
      { interval_min: null },
      HOSTS.classic,
    );
    expect(classicOff.statusCode).toBe(200);
    expect(classicOff.json<ProtectionState>().reality_check).toEqual({
      interval_min: null,
      due_at: null,
      due: false,
    });
  });

  it('is due after the interval; continue sets the next one an interval later', async () => {
    const cookie = await login(t.app, 'nogame');
    await api(t, 'PUT', '/api/protection/reality-check', cookie, { interval_min: 20 });
    // the check counts from the first launch of the play session
    await launchToken(t, cookie, EDGE.jackpotNone);
    t.advance(20 * MINUTE);
    expect((await state(cookie)).reality_check.due).toBe(true);
    // picking another interval is no answer
    await api(t, 'PUT', '/api/protection/reality-check', cookie, { interval_min: 30 });
    expect((await state(cookie)).reality_check).toMatchObject({ interval_min: 30, due: true });
    const answered = await api(t, 'POST', '/api/protection/reality-check', cookie, {
      action: 'continue',
    });
    expect(answered.json<ProtectionState>().reality_check).toEqual({
      interval_min: 30,
      due_at: iso(t.clock.now + 30 * MINUTE),
      due: false,
    });
  });
});

describe('GET /api/protection/history', () => {
  it('lists bets, wins and deposits newest first, by type and date, for 12 months at most', async () => {
    const cookie = await login(t.app, 'sportsfan');
    const player = findPlayerByUsername(t.app.parlor.db, 'fusion', 'sportsfan')!;
    const now = t.clock.now;
    const insertDeposit = t.app.parlor.db.prepare(
      'INSERT INTO deposits (player_id, nonce, amount_cents, created_at) VALUES (?, ?, ?, ?)',
    );
    insertDeposit.run(player.id, 'old-13-months', 1_000, now - 400 * DAY);
    insertDeposit.run(player.id, 'old-11-months', 2_000, now - 330 * DAY);
    expect((await deposit(t, cookie, '25')).statusCode).toBe(303);
    t.advance(1000);
    const token = await launchToken(t, cookie, EDGE.jackpotNone);
    const placed = (await bet(t, token, 100)).json<{ win_cents: number; balance_cents: number }>();

    const all = (await api(t, 'GET', '/api/protection/history', cookie)).json<{
      entries: HistoryEntry[];
    }>().entries;
    const withoutWin = all.filter((e) => e.type !== 'win');
    expect(withoutWin.map((e) => [e.type, e.amount_cents])).toEqual([
      ['bet', 100],
      ['deposit', 2_500],
      ['deposit', 2_000],
    ]);
    expect(all[all.length - 1]!.at).toBe(iso(now - 330 * DAY));
    const betEntry = all.find((e) => e.type === 'bet')!;
    expect(betEntry).toMatchObject({ game: 'Jackpot Steady Crown' });
    expect(betEntry.balance_after_cents).toBe(placed.balance_cents - placed.win_cents);

    const deposits = (await api(t, 'GET', '/api/protection/history?type=deposit', cookie)).json<{
      entries: HistoryEntry[];
    }>().entries;
    expect(deposits.every((e) => e.type === 'deposit')).toBe(true);
    expect(deposits).toHaveLength(2);

    // an older `from` is clamped to the last 12 months; a window of days takes its ends in
    const day = (ms: number) => iso(ms).slice(0, 10);
    const old = (
      await api(
        t,
        'GET',
        `/api/protection/history?from=${day(now - 500 * DAY)}&type=deposit`,
        cookie,
      )
    ).json<{ entries: HistoryEntry[] }>().entries;
    expect(old.map((e) => e.amount_cents)).toEqual([2_500, 2_000]);
    const window = (
      await api(
        t,
        'GET',
        `/api/protection/history?from=${day(now - 331 * DAY)}&to=${day(now - 329 * DAY)}`,
        cookie,
      )
    ).json<{ entries: HistoryEntry[] }>().entries;
    expect(window).toEqual([{ at: iso(now - 330 * DAY), type: 'deposit', amount_cents: 2_000 }]);
    const none = (await api(t, 'GET', '/api/protection/history?type=withdrawal', cookie)).json();
    expect(none).toEqual({ entries: [] });
  });
});

describe('limits on the routes themselves', () => {
  it('answers at most 500 history entries', async () => {
    const cookie = await login(t.app, 'newbie');
    const id = findPlayerByUsername(t.app.parlor.db, 'fusion', 'newbie')!.id;
    const insert = t.app.parlor.db.prepare(
      'INSERT INTO deposits (player_id, nonce, amount_cents, created_at) VALUES (?, ?, ?, ?)',
    );
    t.app.parlor.db.transaction(() => {
      for (let i = 0; i < 520; i++) insert.run(id, `bulk-${i}`, 100 + i, t.clock.now - i * MINUTE);
    })();
    const { entries } = (await api(t, 'GET', '/api/protection/history', cookie)).json<{
      entries: HistoryEntry[];
    }>();
    expect(entries).toHaveLength(500);
    expect(entries[0]!.amount_cents).toBe(100);
  });

  it('rate-limits the writes per IP like the account routes', async () => {
    const limited = await createTestApp({ loginRateMax: 3 });
    try {
      const cookie = await login(limited.app, 'alice');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/protection/limits',
          headers: { host: HOSTS.fusion, cookie, 'content-type': 'application/json' },
          payload: { kind: 'loss_day', value: 10_000 - i },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
