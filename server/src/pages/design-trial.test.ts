import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboard = (cookie: string) =>
  t.app.inject({ url: '/dashboard/', headers: { host: 'localhost', cookie } });

const flip = (design: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/dashboard/design',
    headers: {
      host: 'localhost',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: `design=${design}`,
  });

const switchOf = (html: string) => /<button[^>]*role="switch"[^>]*>([^<]*)<\/button>/.exec(html);

describe('dashboard design switch', () => {
  it('is an off switch named "Try the new design" until the player turns it on', async () => {
    const cookie = await login(t.app, 'alice');
    const off = switchOf((await dashboard(cookie)).body);
    expect(off?.[1]).toBe('Try the new design');
    expect(off?.[0]).toContain('aria-checked="false"');

    const res = await flip('tryout', cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard/');
    const set = String(res.headers['set-cookie']);
    // the value the site's rollback banner looks for, readable by the site's script
    expect(set).toMatch(/^design_trial=tryout;/);
    expect(set).toContain('SameSite=Strict');
    expect(set).not.toMatch(/HttpOnly/i);

    const on = switchOf((await dashboard(`${cookie}; design_trial=tryout`)).body);
    expect(on?.[0]).toContain('aria-checked="true"');
    expect(String((await flip('legacy', cookie)).headers['set-cookie'])).toMatch(
      /^design_trial=rollback;/,
    );
  });

  it('speaks the player’s language', async () => {
    const cookie = await login(t.app, 'alice');
    const page = (await dashboard(`${cookie}; lang=de`)).body;
    expect(switchOf(page)?.[1]).toBe('Neues Design ausprobieren');
    expect(page).toContain('<html lang="de">');
    expect(switchOf((await dashboard(`${cookie}; lang=fr`)).body)?.[1]).toBe(
      'Essayer le nouveau design',
    );
    expect(switchOf((await dashboard(`${cookie}; lang=es`)).body)?.[1]).toBe(
      'Probar el nuevo diseño',
    );
  });

  it('needs a player and a known value; other sites cannot flip it', async () => {
    expect((await flip('tryout')).statusCode).toBe(401);
    const cookie = await login(t.app, 'alice');
    expect((await flip('maybe', cookie)).statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/dashboard/design',
      headers: {
        host: 'localhost',
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
      },
      payload: 'design=tryout',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
  });
});
