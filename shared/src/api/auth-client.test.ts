import { createAuthClient } from './auth-client';
import { ControllerError } from './controller-error';

function mockFetch(status: number, body: string) {
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }),
  );
}

describe('createAuthClient', () => {
  it('logs in with a JSON body', async () => {
    const fetchMock = mockFetch(200, '{"ok":true}');
    const auth = createAuthClient({ fetch: fetchMock as unknown as typeof fetch });
    await expect(auth.login({ username: 'demo', password: 'secret' })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'demo', password: 'secret' });
  });

  it('signs up and logs out', async () => {
    const fetchMock = mockFetch(201, '{"ok":true}');
    const auth = createAuthClient({
      fetch: fetchMock as unknown as typeof fetch,
      basePath: '/auth/',
    });
    const account = {
      username: 'n',
      password: 'p4ssword',
      fname: 'A',
      lname: 'B',
      email: 'a@b.c',
      dob: '1990-01-01',
      terms: 'on',
    };
    await auth.signup(account);
    await auth.logout();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/auth/signup', '/auth/logout']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(account);
  });

  it.each([
    [401, '{"error":"Wrong username or password","code":"bad_credentials"}', 'bad_credentials'],
    [409, '{"error":"Taken","code":"username_taken"}', 'username_taken'],
    [429, 'Too many requests', 'http_429'],
  ])('throws a ControllerError for %d', async (status, body, code) => {
    const auth = createAuthClient({ fetch: mockFetch(status, body) as unknown as typeof fetch });
    const error = await auth.login({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ControllerError);
    expect(error).toMatchObject({ status, code });
  });

  it('treats a 2xx without JSON as success', async () => {
    const auth = createAuthClient({ fetch: mockFetch(200, '') as unknown as typeof fetch });
    await expect(auth.logout()).resolves.toEqual({ ok: true });
  });
});
