import { createTestApp, decrypt, login, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pages', () => {
  it.each([
    'signup',
    'cashier',
    'cashier/withdrawals',
    'vipprogram',
    'banking',
    'contact',
    'terms',
    'privacy',
    'refer-a-friend',
  ])('/pages/%s is an HTML page with the casino name and a link home', async (page) => {
    const res = await t.app.inject({
      url: `/pages/${page}`,
      headers: { host: 'classic.localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Parlor Classic');
    expect(res.body).toContain('href="/"');
    expect(res.body).not.toContain('<script');
  });

  it('answers 404 for unknown pages', async () => {
    const res = await t.app.inject({ url: '/pages/<script>', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>');
  });

  it('the message center lists the player messages and marks them read', async () => {
    const guest = await t.app.inject({
      url: '/dashboard/messagecenter',
      headers: { host: 'localhost' },
    });
    expect(guest.statusCode).toBe(401);
    const cookie = await login(t.app, 'alice');
    const unread = () =>
      t.app.inject({
        url: '/api/controller?getunreadmessages',
        headers: { host: 'localhost', cookie },
      });
    expect(decrypt(await unread())).toEqual({ total_unread: 2 });
    const res = await t.app.inject({
      url: '/dashboard/messagecenter',
      headers: { host: 'localhost', cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Tournament starts soon');
    expect(res.body.match(/class="unread"/g)).toHaveLength(2);
    expect(decrypt(await unread())).toEqual({ total_unread: 0 });
  });

  it('the dashboard shows the player', async () => {
    const cookie = await login(t.app, 'vip');
    const res = await t.app.inject({ url: '/dashboard/', headers: { host: 'localhost', cookie } });
    expect(res.body).toContain('Victor');
    expect(res.body).toContain('2500.00 USD');
  });
});
