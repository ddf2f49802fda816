import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
let alice: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await login(t.app, 'alice');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, cookie?: string) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { host: 'localhost:8080', ...(cookie ? { cookie } : {}) },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  return { status: res.statusCode, code: (res.json() as { code?: string }).code };
};

describe('the loyalty controller, on the one keyword dispatcher', () => {
  it('answers only its own keywords', async () => {
    for (const url of ['/api/loyalty', '/api/loyalty?DFS', '/api/loyalty?getconfig']) {
      expect(await call('GET', url, alice)).toEqual({ status: 404, code: 'unknown_keyword' });
    }
    // no keyword-less POST (the main controller's favorite call)
    expect(await call('POST', '/api/loyalty', alice)).toEqual({
      status: 404,
      code: 'unknown_keyword',
    });
  });

  it('checks the method before the player, as the main controller does', async () => {
    for (const path of ['/api/loyalty', '/api/controller']) {
      expect(await call('POST', `${path}?dailyfreespins`)).toEqual({
        status: 405,
        code: 'method_not_allowed',
      });
      expect(await call('GET', `${path}?dailyfreespins`)).toEqual({
        status: 401,
        code: 'auth_required',
      });
    }
  });
});
