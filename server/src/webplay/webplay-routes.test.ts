import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webplay',
    headers: {
      host: 'localhost',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });

describe('web-play controller', () => {
  it('reverts a player of the design trial: tryout=rollback ends the trial cookie', async () => {
    const cookie = await login(t.app, 'alice');
    const res = await post('tryout=rollback', `${cookie}; design_trial=tryout`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/^design_trial=rollback;/);
    expect(set).toContain('SameSite=Strict');
  });

  it('needs a player and the rollback value', async () => {
    expect((await post('tryout=rollback')).statusCode).toBe(401);
    const cookie = await login(t.app, 'alice');
    const res = await post('tryout=yes', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input' });
  });
});
