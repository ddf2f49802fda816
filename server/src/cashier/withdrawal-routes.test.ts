// Withdrawals through their routes and page, on a clock the test moves: the balance never goes
// below zero whatever arrives at once, a key moves money once, a cancel gives it back, the age
// must be verified, and a person locked out by a break or an exclusion can still withdraw.
import type { Withdrawal } from '@parlor/shared/types';
import type { LightMyRequestResponse } from 'fastify';
import { api, HOSTS } from '../testing/protection-kit';
import { createPeopleApp, signUp, type PeopleApp } from '../testing/people-kit';
import { markAgeVerified } from '../testing/test-app';

let t: PeopleApp;
beforeAll(async () => {
  t = await createPeopleApp({ withdrawalDelayMs: 60 * 60_000 });
});
afterAll(() => t.close());

let keys = 0;
const key = () => `test-key-${String(keys++).padStart(8, '0')}`;

/** A new person, age verified unless told, with `balance` cents in their account. */
async function player(balance: number, options: { verified?: boolean; host?: string } = {}) {
  const who = await signUp(t.app, { host: options.host });
  if (options.verified !== false) markAgeVerified(t.app, who.email);
  t.app.parlor.db
    .prepare('UPDATE players SET balance_cents = ? WHERE username = ?')
    .run(balance, who.username);
  return who;
}

const balanceOf = (username: string, host: string = HOSTS.fusion) =>
  (
    t.app.parlor.db
      .prepare(
        `SELECT balance_cents FROM players WHERE username = ? AND casino_key =
           CASE ? WHEN ? THEN 'classic' WHEN ? THEN 'fun' ELSE 'fusion' END`,
      )
      .get(username, host, HOSTS.classic, HOSTS.fun) as { balance_cents: number }
  ).balance_cents;

const withdraw = (
  cookie: string | null,
  amount_cents: number,
  extra: Record<string, unknown> = {},
  host: string = HOSTS.fusion,
): Promise<LightMyRequestResponse> =>
  api(
    t,
    'POST',
    '/api/withdrawals',
    cookie,
    { amount_cents, method: 'bank_transfer', idempotency_key: key(), ...extra },
    host,
  );

const listOf = async (cookie: string) => {
  const res = await api(t, 'GET', '/api/withdrawals', cookie);
  expect(res.statusCode).toBe(200);
  return res.json<{ withdrawable_cents: number; withdrawals: Withdrawal[] }>();
};

describe('POST /api/withdrawals', () => {
  it('takes the amount off the balance and answers the pending withdrawal', async () => {
    const { cookie, username } = await player(10_000);
    const requestedAt = t.clock.now;
    const res = await withdraw(cookie, 2_550, { method: 'e_wallet' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      amount_cents: 2_550,
      method: 'e_wallet',
      status: 'pending',
      requested_at: new Date(requestedAt).toISOString(),
      pays_at: new Date(requestedAt + 60 * 60_000).toISOString(),
      paid_at: null,
      cancelled_at: null,
    });
    expect(balanceOf(username)).toBe(7_450);
    expect(await listOf(cookie)).toEqual({
      withdrawable_cents: 7_450,
      withdrawals: [res.json()],
    });
  });

  it('refuses an amount over the withdrawable balance, moving nothing', async () => {
    const { cookie, username } = await player(1_000);
    const res = await withdraw(cookie, 1_001);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(balanceOf(username)).toBe(1_000);
    expect((await listOf(cookie)).withdrawals).toEqual([]);
    expect((await withdraw(cookie, 1_000)).statusCode).toBe(201);
    expect(balanceOf(username)).toBe(0);
  });

  it('never takes more than the balance from 20 requests at once', async () => {
    const { cookie, username } = await player(5_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(cookie, 1_000)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    expect(balanceOf(username)).toBe(0);
    const { withdrawals } = await listOf(cookie);
    expect(withdrawals.reduce((sum, w) => sum + w.amount_cents, 0)).toBe(5_000);
  });

  it('moves the money once for one key, sent twice or at once', async () => {
    const { cookie, username } = await player(5_000);
    const idempotency_key = key();
    const first = await withdraw(cookie, 1_000, { idempotency_key });
    const again = await withdraw(cookie, 1_000, { idempotency_key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(balanceOf(username)).toBe(4_000);
    const together = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(cookie, 500, { idempotency_key: together })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json<Withdrawal>().id)).size).toBe(1);
    expect(balanceOf(username)).toBe(3_500);
  });

  it('refuses a player whose age is not verified (every profile), moving nothing', async () => {
    for (const host of [HOSTS.fusion, HOSTS.classic]) {
      const { cookie, username } = await player(5_000, { verified: false, host });
      const res = await withdraw(cookie, 1_000, {}, host);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'age_unverified', error: expect.any(String) });
      expect(balanceOf(username, host)).toBe(5_000);
    }
  });

  it('lets a self-excluded person withdraw with their username and password', async () => {
    const { cookie, username } = await player(3_000);
    const excluded = await api(t, 'POST', '/api/protection/exclusion', cookie, { period: '6m' });
    expect(excluded.statusCode).toBe(200);
    const login = await api(t, 'POST', '/api/auth/login', null, {
      username,
      password: 'demo1234',
    });
    expect(login.json()).toMatchObject({ code: 'self_excluded' });
    const wrong = await withdraw(null, 1_000, { username, password: 'not-the-one' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'bad_credentials' });
    const unknown = await withdraw(null, 1_000, { username: 'nobody_here', password: 'x' });
    expect(unknown.statusCode).toBe(401);
    const res = await withdraw(null, 1_000, { username, password: 'demo1234' });
    expect(res.statusCode).toBe(201);
    expect(balanceOf(username)).toBe(2_000);
    // and cancel it the same way
    const cancel = await api(
      t,
      'POST',
      `/api/withdrawals/${res.json<Withdrawal>().id}/cancel`,
      null,
      {
        username,
        password: 'demo1234',
      },
    );
    expect(cancel.statusCode).toBe(200);
    expect(balanceOf(username)).toBe(3_000);
  });

  it('lets a person on a break withdraw with their username and password', async () => {
    const { cookie, username } = await player(3_000);
    expect(
      (await api(t, 'POST', '/api/protection/break', cookie, { period: '7d' })).statusCode,
    ).toBe(200);
    const res = await withdraw(null, 3_000, { username, password: 'demo1234' });
    expect(res.statusCode).toBe(201);
    expect(balanceOf(username)).toBe(0);
  });

  it('refuses malformed input, a guest and fun money', async () => {
    const { cookie } = await player(5_000);
    for (const extra of [
      { amount_cents: 99 },
      { amount_cents: 100.5 },
      { amount_cents: '1000' },
      { method: 'cash' },
      { idempotency_key: 'short' },
      { idempotency_key: 'has spaces in it, sixteen+' },
    ]) {
      const res = await withdraw(cookie, 1_000, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input' });
    }
    const guest = await withdraw(null, 1_000);
    expect(guest.statusCode).toBe(401);
    expect((await api(t, 'GET', '/api/withdrawals', null)).statusCode).toBe(401);
    const fun = await player(5_000, { host: HOSTS.fun });
    const res = await withdraw(fun.cookie, 1_000, {}, HOSTS.fun);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'fun_money' });
  });
});

describe('cancelling and paying', () => {
  it('gives the money back on cancel, once; another player’s withdrawal is not found', async () => {
    const { cookie, username } = await player(5_000);
    const other = await player(5_000);
    const made = (await withdraw(cookie, 2_000)).json<Withdrawal>();
    expect(balanceOf(username)).toBe(3_000);
    const foreign = await api(t, 'POST', `/api/withdrawals/${made.id}/cancel`, other.cookie, {});
    expect(foreign.statusCode).toBe(404);
    expect(balanceOf(username)).toBe(3_000);
    t.advance(1_000);
    const res = await api(t, 'POST', `/api/withdrawals/${made.id}/cancel`, cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: made.id,
      status: 'cancelled',
      cancelled_at: new Date(t.clock.now).toISOString(),
    });
    expect(balanceOf(username)).toBe(5_000);
    const again = await api(t, 'POST', `/api/withdrawals/${made.id}/cancel`, cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'not_pending' });
    expect(balanceOf(username)).toBe(5_000);
    expect((await api(t, 'POST', '/api/withdrawals/abc/cancel', cookie, {})).statusCode).toBe(404);
  });

  it('pays a pending withdrawal once its time has come; a paid one cannot be cancelled', async () => {
    const { cookie, username } = await player(5_000);
    const made = (await withdraw(cookie, 1_500)).json<Withdrawal>();
    t.advance(60 * 60_000);
    const [paid] = (await listOf(cookie)).withdrawals;
    expect(paid).toMatchObject({ id: made.id, status: 'paid', paid_at: made.pays_at });
    const res = await api(t, 'POST', `/api/withdrawals/${made.id}/cancel`, cookie, {});
    expect(res.statusCode).toBe(409);
    expect(balanceOf(username)).toBe(3_500);
  });

  it('lists the newest first', async () => {
    const { cookie } = await player(5_000);
    await withdraw(cookie, 100);
    t.advance(1_000);
    await withdraw(cookie, 200);
    expect((await listOf(cookie)).withdrawals.map((w) => w.amount_cents)).toEqual([200, 100]);
  });
});

describe('the withdrawals page', () => {
  const page = (cookie: string | null, lang = 'en', host: string = HOSTS.fusion, query = '') =>
    t.app.inject({
      url: `/pages/cashier/withdrawals${query}`,
      headers: { host, cookie: [`lang=${lang}`, cookie].filter(Boolean).join('; ') },
    });

  it('shows the balance, the form with a key per view, the list and Cancel on pending ones', async () => {
    const { cookie } = await player(5_000);
    await withdraw(cookie, 1_234);
    const res = await page(cookie, 'en', HOSTS.fusion, '?withdrawal=ok');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Withdrawals</h1>');
    expect(res.body).toContain('<p role="status">Withdrawal requested.');
    expect(res.body).toContain('<strong data-testid="withdrawable-balance">37.66</strong> USD');
    expect(res.body).toContain('Amount (USD) <input name="amount"');
    for (const method of ['bank_transfer', 'card', 'e_wallet']) {
      expect(res.body).toContain(`name="method" value="${method}"`);
    }
    expect(res.body).toContain('aria-label="Cancel the withdrawal of 12.34 USD">Cancel</button>');
    expect(res.body).not.toContain('data-testid="age-needed"');
    const keyOf = (body: string) => /name="idempotency_key" value="([a-f0-9]{32})"/.exec(body)?.[1];
    expect(keyOf(res.body)).toBeDefined();
    expect(keyOf((await page(cookie)).body)).not.toBe(keyOf(res.body));
    expect(res.body).toContain('<script src="/pages/assets/withdrawals.js" defer></script>');
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc="\/)/);
    const script = await t.app.inject({ url: '/pages/assets/withdrawals.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('tells an unverified player to verify their age first, in four languages', async () => {
    const { cookie } = await player(5_000, { verified: false });
    const words = {
      en: 'We need to verify your age before you can withdraw.',
      de: 'Wir müssen dein Alter verifizieren',
      es: 'Necesitamos verificar tu edad',
      fr: 'Nous devons vérifier votre âge',
    };
    for (const [lang, text] of Object.entries(words)) {
      const res = await page(cookie, lang);
      expect(res.body).toContain(text);
      expect(res.body).toContain('<a href="/pages/verification">');
    }
  });

  it('offers a guest the form with a username and password; fun money has none', async () => {
    const guest = await page(null, 'de');
    expect(guest.body).toContain('Melde dich an, um auszuzahlen.');
    expect(guest.body).toContain('Benutzername <input name="username"');
    expect(guest.body).toContain('data-credentials');
    const fun = await page(null, 'fr', HOSTS.fun);
    expect(fun.body).toContain('L’argent fictif ne peut pas être retiré.');
    expect(fun.body).not.toContain('withdrawal-form');
  });
});
