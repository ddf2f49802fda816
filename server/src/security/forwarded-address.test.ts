// The controller counts its per-address limits by the address the site's hop added: the one
// proxy it trusts. Whatever a visitor wrote before it in X-Forwarded-For changes nothing.
import { createTestApp, type TestApp } from '../testing/test-app';

describe.each([
  ['by default (the site on this machine)', {}],
  [
    'with PARLOR_TRUST_PROXY=1, as npm start and the stack used to say',
    { PARLOR_TRUST_PROXY: '1' },
  ],
])('the controller %s', (_name, env: Record<string, string>) => {
  let t: TestApp;
  beforeAll(async () => {
    // the documented login limit: 10 per window and address
    t = await createTestApp({ loginRateMax: 10 }, { env: { NODE_ENV: 'production', ...env } });
  });
  afterAll(() => t.close());

  const wrongLogin = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost', 'x-forwarded-for': forwardedFor },
      payload: { username: 'alice', password: 'wrong-password' },
      remoteAddress,
    });

  it('counts logins by the address its trusted hop added, not a made-up one before it', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++)
      statuses.push((await wrongLogin(`10.9.0.${i}, 203.0.113.50`)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    // another visitor, as the same hop tells it, has a count of their own
    expect((await wrongLogin('10.9.0.1, 203.0.113.51')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a client that is not its proxy', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++)
      statuses.push((await wrongLogin(`198.51.100.${i}`, '192.0.2.7')).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
