import { ControllerError, sessionStore } from '@parlor/shared';
import { makeConfig } from '@parlor/shared/testing';
import { protectionStateProblem } from './protection-state-check';
import { continueRealityCheck, fetchProtectionState } from './session-api';
import { makeProtectionState } from './test-state';

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

beforeEach(() => sessionStore.getState().setConfig(makeConfig({ base_location: '/' })));

describe('fetchProtectionState', () => {
  it('asks GET /api/protection under the base path and returns the checked state', async () => {
    sessionStore.getState().setConfig(makeConfig({ base_location: '/casino/' }));
    const fetch = jest.fn().mockResolvedValue(answer(200, makeProtectionState()));
    await expect(fetchProtectionState({ fetch })).resolves.toEqual(makeProtectionState());
    expect(fetch).toHaveBeenCalledWith(
      '/casino/api/protection',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('refuses an answer it cannot use', async () => {
    const broken = { ...makeProtectionState(), session: { started_at: 'soon' } };
    const fetch = jest.fn().mockResolvedValue(answer(200, broken));
    await expect(fetchProtectionState({ fetch })).rejects.toMatchObject({
      code: 'invalid_answer',
      message: 'Unusable answer: session.started_at is not a date',
    });
  });

  it('carries the server’s code and fields of a refusal', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValue(answer(401, { error: 'Log in first', code: 'not_logged_in' }));
    const error = await fetchProtectionState({ fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ControllerError);
    expect(error).toMatchObject({ status: 401, code: 'not_logged_in', message: 'Log in first' });
    const proxy = jest.fn().mockResolvedValue(answer(502, '<html>bad gateway</html>'));
    await expect(fetchProtectionState({ fetch: proxy })).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
    });
  });

  it('gives up after its deadline', async () => {
    jest.useFakeTimers();
    try {
      const fetch = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      );
      const pending = fetchProtectionState({ fetch, timeoutMs: 1000 });
      jest.advanceTimersByTime(1000);
      await expect(pending).rejects.toMatchObject({ status: 0, code: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells a network failure from a timeout', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchProtectionState({ fetch })).rejects.toMatchObject({
      code: 'network_error',
    });
  });
});

describe('continueRealityCheck', () => {
  it('posts the continue action and returns the new state', async () => {
    const next = makeProtectionState({ reality_check: { due_at: '2026-05-01T12:00:00.000Z' } });
    const fetch = jest.fn().mockResolvedValue(answer(200, next));
    await expect(continueRealityCheck({ fetch })).resolves.toEqual(next);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/protection/reality-check');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ action: 'continue' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});

describe('protectionStateProblem', () => {
  it('accepts a state and names what is wrong with others', () => {
    expect(protectionStateProblem(makeProtectionState())).toBeNull();
    expect(protectionStateProblem(null)).toBe('expected an object');
    const state = makeProtectionState();
    expect(
      protectionStateProblem({ ...state, session: { ...state.session, wagered_cents: -1 } }),
    ).toBe('session.wagered_cents is not a whole number of at least 0');
    expect(
      protectionStateProblem({
        ...state,
        reality_check: { interval_min: 60, due_at: 'tomorrow', due: false },
      }),
    ).toBe('reality_check.due_at is not a date or null');
    expect(
      protectionStateProblem({ ...state, reality_check: { ...state.reality_check, due: 'yes' } }),
    ).toBe('reality_check.due is not a boolean');
    expect(protectionStateProblem({ ...state, limits: null })).toBe('limits is not an object');
  });
});
