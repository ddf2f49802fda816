import { createTestApp, decrypt, login, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pages', () => {
  it.each([
    'signup',
    'cashier/withdrawals',
    'vipprogram',
    'banking',
    'contact',
    'terms',
    'privacy',
    'refer-a-friend',
    'weekly-cashback',
  ])('/pages/%s is an HTML page with the casino name and a link home', async (page) => {
    const res = await t.app.inject({
      url: `/pages/${page}`,
      headers: { host: 'classic.localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Parlor Classic');
    expect(res.body).toContain('href="/"');
    // No inline script (the CSP forbids them); same-origin script files only.
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc="\/)/);
  });

  it('the sign-up page is a real form with its same-origin script', async () => {
    const res = await t.app.inject({ url: '/pages/signup', headers: { host: 'localhost' } });
    for (const name of ['fname', 'lname', 'email', 'username', 'password']) {
      expect(res.body).toContain(`name="${name}"`);
    }
    expect(res.body).toContain('<script src="/pages/assets/signup.js" defer></script>');
    expect(res.body).toContain('action="/api/auth/signup"');
    const script = await t.app.inject({ url: '/pages/assets/signup.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("fetch(form.getAttribute('action')");
  });

  it('loyalty is offered only where the casino has it', async () => {
    const fusion = await login(t.app, 'alice');
    const classic = await login(t.app, 'alice', 'classic.localhost:8080');
    const fun = await login(t.app, 'alice', 'fun.localhost:8080');
    const get = (url: string, host: string, cookie: string) =>
      t.app.inject({ url, headers: { host, cookie } });
    expect((await get('/dashboard/loyalty', 'localhost', fusion)).statusCode).toBe(404);
    expect((await get('/dashboard/loyalty', 'classic.localhost', classic)).statusCode).toBe(200);
    expect((await get('/dashboard/loyalty', 'fun.localhost', fun)).statusCode).toBe(404);
    expect((await get('/dashboard/loyalty/dailyfreespins', 'localhost', fusion)).statusCode).toBe(
      200,
    );
    expect((await get('/dashboard/loyalty/dailyfreespins', 'fun.localhost', fun)).statusCode).toBe(
      404,
    );
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
