import { loadSettings } from '../settings';
import { count, createTestApp, sessionCookie, type TestApp } from '../testing/test-app';
import {
  configurePasswordCost,
  DEFAULT_SCRYPT_LOG_N,
  hashPassword,
  verifyPassword,
} from './password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { host: 'localhost:8080', ...headers },
  });

describe('login', () => {
  it('logs in a demo account with a hardened session cookie, storing only the token hash', async () => {
    const before = count(t.app, 'sessions');
    const res = await post('/api/auth/login', { username: 'alice', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const raw = res.headers['set-cookie'] as string;
    expect(raw).toMatch(/^parlor_session=[A-Za-z0-9_-]{40,};/);
    expect(raw).toContain('HttpOnly');
    expect(raw).toContain('SameSite=Strict');
    expect(raw).toContain('Path=/');
    expect(raw).not.toContain('Secure');
    expect(count(t.app, 'sessions')).toBe(before + 1);
    const token = sessionCookie(res).split('=')[1]!;
    const stored = t.app.parlor.db.prepare('SELECT token_hash FROM sessions').all() as {
      token_hash: string;
    }[];
    expect(stored.some((s) => s.token_hash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('sets Secure when a trusted proxy says https, and ignores the header otherwise', async () => {
    const proxied = await createTestApp({ trustedProxies: ['127.0.0.1'] });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'alice', password: 'demo1234' },
        headers: { host: 'localhost:8080', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toContain('Secure');
    } finally {
      await proxied.close();
    }
    // a client that is not the trusted proxy
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'alice', password: 'demo1234' },
      headers: { host: 'localhost:8080', 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['set-cookie']).not.toContain('Secure');
  });

  it('rehashes a password made with a lower cost at the next login', async () => {
    configurePasswordCost(4);
    const weak = await hashPassword('demo1234');
    configurePasswordCost(10);
    t.app.parlor.db
      .prepare(
        "UPDATE players SET password_hash = ? WHERE username = 'newbie' AND casino_key = 'fusion'",
      )
      .run(weak);
    const res = await post('/api/auth/login', { username: 'newbie', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const stored = t.app.parlor.db
      .prepare(
        "SELECT password_hash FROM players WHERE username = 'newbie' AND casino_key = 'fusion'",
      )
      .get() as { password_hash: string };
    expect(stored.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('demo1234', stored.password_hash)).toBe(true);
  });

  it('uses scrypt N=2^17, r=8, p=1 outside tests', () => {
    expect(DEFAULT_SCRYPT_LOG_N).toBe(17);
    expect(loadSettings({}).scryptLogN).toBe(17);
  });

  it('rejects a wrong password or unknown user with 401 bad_credentials and writes nothing', async () => {
    const before = count(t.app, 'sessions');
    for (const body of [
      { username: 'alice', password: 'wrong-password' },
      { username: 'nobody', password: 'demo1234' },
    ]) {
      const res = await post('/api/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'bad_credentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(count(t.app, 'sessions')).toBe(before);
  });

  it('logs in per casino: the same username is another player at classic.localhost', async () => {
    const a = await post('/api/auth/login', { username: 'alice', password: 'demo1234' });
    const b = await post(
      '/api/auth/login',
      { username: 'alice', password: 'demo1234' },
      { host: 'classic.localhost:8080' },
    );
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    // a fusion session is not valid in the classic casino
    const res = await t.app.inject({
      url: '/api/controller?getBalance',
      headers: { host: 'classic.localhost:8080', cookie: sessionCookie(a) },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['empty body', {}],
    ['missing password', { username: 'alice' }],
    ['bad username', { username: 'a!', password: 'demo1234' }],
    ['non-string', { username: ['alice'], password: 'demo1234' }],
    ['huge password', { username: 'alice', password: 'x'.repeat(500) }],
  ])('answers 400 invalid_input for %s', async (_name, body) => {
    const before = count(t.app, 'sessions');
    const res = await post('/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input' });
    expect(count(t.app, 'sessions')).toBe(before);
  });

  it('answers a malformed JSON body with a 4xx JSON error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input' });
  });
});

describe('logout', () => {
  it('deletes the session and clears the cookie', async () => {
    const login = await post('/api/auth/login', { username: 'vip', password: 'demo1234' });
    const cookie = sessionCookie(login);
    const before = count(t.app, 'sessions');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'localhost', cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(
      /parlor_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/,
    );
    expect(count(t.app, 'sessions')).toBe(before - 1);
    const after = await t.app.inject({
      url: '/api/controller?getBalance',
      headers: { host: 'localhost', cookie },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('signup', () => {
  const valid = {
    username: 'new_user_1',
    password: 'longenough',
    fname: 'Nora',
    lname: 'Quinn',
    email: 'nora@example.com',
    dob: '1990-01-01',
    terms: 'on',
  };

  it('creates a player with balance 0 and logs them in; a duplicate answers 409', async () => {
    const res = await post('/api/auth/signup', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const row = t.app.parlor.db
      .prepare('SELECT * FROM players WHERE casino_key = ? AND username = ?')
      .get('fusion', 'new_user_1') as {
      balance_cents: number;
      password_hash: string;
      class: string;
    };
    expect(row.balance_cents).toBe(0);
    expect(row.class).toBe('new_player');
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('longenough');
    const cookie = sessionCookie(res);
    const bal = await t.app.inject({
      url: '/api/controller?getBalance',
      headers: { host: 'localhost', cookie },
    });
    expect(bal.statusCode).toBe(200);

    const players = count(t.app, 'players');
    const dup = await post('/api/auth/signup', {
      ...valid,
      username: 'NEW_USER_1',
      email: 'someone.else@example.com',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'username_taken' });
    expect(count(t.app, 'players')).toBe(players);
    const login = await post('/api/auth/login', { username: 'new_user_1', password: 'longenough' });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['short username', { username: 'ab' }],
    ['long username', { username: 'a'.repeat(33) }],
    ['bad characters', { username: 'bad-name' }],
    ['short password', { password: 'short' }],
    ['empty fname', { fname: '' }],
    ['long lname', { lname: 'x'.repeat(51) }],
    ['bad email', { email: 'not-an-email' }],
    ['email without domain dot', { email: 'a@b' }],
  ])('rejects %s with 400 and writes nothing', async (_name, patch) => {
    const players = count(t.app, 'players');
    const res = await post('/api/auth/signup', { ...valid, username: 'someone_else', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input' });
    expect(count(t.app, 'players')).toBe(players);
  });
});

describe('rate limit', () => {
  it('answers 429 after the configured number of login attempts', async () => {
    const limited = await createTestApp({ loginRateMax: 3 }, { env: { NODE_ENV: 'production' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host: 'localhost' },
          payload: { username: 'alice', password: 'wrong-password' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 'rate_limited' });
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
