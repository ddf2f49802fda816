import { createTestApp, login, type TestApp } from './testing/test-app';

let t: TestApp;
let alice: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await login(t.app, 'alice');
});
afterAll(() => t.close());

/** How many statements reading the sessions table a request prepares. */
async function sessionReads(url: string, cookie: string, host = 'localhost:8080') {
  const prepare = jest.spyOn(t.app.parlor.db, 'prepare');
  try {
    const res = await t.app.inject({ url, headers: { host, cookie } });
    const reads = prepare.mock.calls.filter(([sql]) => /FROM sessions/.test(String(sql))).length;
    return { status: res.statusCode, reads };
  } finally {
    prepare.mockRestore();
  }
}

describe('request context', () => {
  it('never reads the session of a request that does not ask for its player', async () => {
    expect(await sessionReads('/api/controller?getgames', alice)).toEqual({
      status: 200,
      reads: 0,
    });
    expect(await sessionReads('/api/boot', alice)).toEqual({ status: 200, reads: 0 });
  });

  it('reads it once however often the request asks', async () => {
    // the dispatcher asks (a players-only keyword), and so does nothing else
    expect(await sessionReads('/api/controller?getBalance', alice)).toEqual({
      status: 200,
      reads: 1,
    });
    // the guest keyword asks, the limit does not ask again
    expect(await sessionReads('/api/controller?suggest', alice)).toEqual({ status: 200, reads: 1 });
  });

  it('has no player in another casino than the session’s', async () => {
    const res = await t.app.inject({
      url: '/api/controller?getBalance',
      headers: { host: 'classic.localhost:8080', cookie: alice },
    });
    expect(res.statusCode).toBe(401);
  });
});
