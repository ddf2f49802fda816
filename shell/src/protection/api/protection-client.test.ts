import { ControllerError, sessionStore } from '@parlor/shared';
import { makeConfig } from '@parlor/shared/testing';
import { parseHistory, parseProtectionState, stopEndOf } from './protection-answers';
import {
  confirmLimit,
  fetchHistory,
  fetchProtectionState,
  requestExclusionEnd,
  selfExclude,
  setLimit,
  takeBreak,
} from './protection-client';
import { ProtectionApiError, protectionErrorFrom } from './protection-error';
import { protectionRefusalOf as refusalOf } from '@parlor/shared';

const STATE = {
  profile: 'uk',
  session: {
    started_at: '2026-11-20T10:00:00.000Z',
    elapsed_s: 600,
    wagered_cents: 1000,
    won_cents: 400,
    net_cents: -600,
  },
  reality_check: { interval_min: 60, due_at: '2026-11-20T11:00:00.000Z', due: false },
  limits: {
    deposit_day: {
      value: 5000,
      pending: {
        value: 50000,
        effective_at: '2026-11-21T10:00:00.000Z',
        awaiting_confirmation: true,
      },
    },
    loss_day: { value: null, pending: null },
    future_kind: { value: 1, pending: null },
  },
  break: null,
  exclusion: null,
  age_verification: 'pending',
  show_tools: true,
};

const fetchMock = jest.fn();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lastCall = () => fetchMock.mock.calls.at(-1) as [string, RequestInit];

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  sessionStore.getState().setConfig(makeConfig());
});

describe('the state answer', () => {
  it('keeps what the page shows and leaves out limit kinds it does not know', () => {
    const state = parseProtectionState(STATE, '/api/protection');
    expect(state.limits).toEqual({
      deposit_day: STATE.limits.deposit_day,
      loss_day: { value: null, pending: null },
    });
    expect(state.session.net_cents).toBe(-600);
    expect(state.exclusion).toBeNull();
    expect(state.age_verification).toBe('pending');
    expect(state.show_tools).toBe(true);
  });

  it('reads an older controller’s state, without the age check, the tools or a confirmation', () => {
    const { age_verification: _age, show_tools: _tools, ...older } = STATE;
    const state = parseProtectionState(
      {
        ...older,
        limits: {
          loss_day: { value: 1, pending: { value: 2, effective_at: STATE.session.started_at } },
        },
      },
      '/x',
    );
    expect(state.age_verification).toBeNull();
    expect(state.show_tools).toBe(false);
    expect(state.limits.loss_day?.pending?.awaiting_confirmation).toBe(false);
    // and an age check it does not know is no age check
    expect(
      parseProtectionState({ ...STATE, age_verification: 'maybe' }, '/x').age_verification,
    ).toBeNull();
  });

  it('refuses an answer without a usable session or limit', () => {
    expect(() => parseProtectionState({ ...STATE, session: null }, '/x')).toThrow(
      expect.objectContaining({
        code: 'invalid_answer',
        message: expect.stringContaining('session'),
      }),
    );
    const badLimit = { ...STATE, limits: { loss_day: { value: 'ten', pending: null } } };
    expect(() => parseProtectionState(badLimit, '/x')).toThrow(/limits.loss_day/);
    const badPending = {
      ...STATE,
      limits: { loss_day: { value: 1, pending: { value: 2, effective_at: 'soon' } } },
    };
    expect(() => parseProtectionState(badPending, '/x')).toThrow(/pending/);
  });

  it('reads an indefinite exclusion with its requested end', () => {
    const state = parseProtectionState(
      {
        ...STATE,
        exclusion: {
          until: null,
          end_requested_at: '2026-11-20T10:00:00.000Z',
          ends_at: '2026-11-27T10:00:00.000Z',
        },
      },
      '/x',
    );
    expect(state.exclusion).toEqual({
      until: null,
      end_requested_at: '2026-11-20T10:00:00.000Z',
      ends_at: '2026-11-27T10:00:00.000Z',
    });
  });
});

describe('the end of a break or an exclusion in an answer', () => {
  it('comes from the new state, a bare until, or is unknown', () => {
    const until = '2026-11-27T10:00:00.000Z';
    expect(stopEndOf({ ...STATE, break: { until } }, 'break')).toBe(until);
    expect(stopEndOf({ until }, 'break')).toBe(until);
    expect(stopEndOf({ exclusion: { until: null } }, 'exclusion')).toBeNull();
    expect(stopEndOf({ ok: true }, 'break')).toBeUndefined();
    expect(stopEndOf(undefined, 'exclusion')).toBeUndefined();
  });
});

describe('the history answer', () => {
  it('keeps each entry’s fields and refuses an unusable one', () => {
    const entries = parseHistory(
      {
        entries: [
          { at: '2026-11-20T10:00:00Z', type: 'bet', game: 'wolf', amount_cents: 100, extra: 1 },
          {
            at: '2026-11-19T10:00:00Z',
            type: 'deposit',
            amount_cents: 5000,
            balance_after_cents: 9000,
          },
        ],
      },
      '/x',
    );
    expect(entries).toEqual([
      { at: '2026-11-20T10:00:00Z', type: 'bet', game: 'wolf', amount_cents: 100 },
      {
        at: '2026-11-19T10:00:00Z',
        type: 'deposit',
        amount_cents: 5000,
        balance_after_cents: 9000,
      },
    ]);
    expect(() =>
      parseHistory({ entries: [{ at: 'x', type: 'bet', amount_cents: 1 }] }, '/x'),
    ).toThrow(/entries\[0\]/);
    expect(() =>
      parseHistory(
        { entries: [{ at: '2026-11-20T10:00:00Z', type: 'bonus', amount_cents: 1 }] },
        '/x',
      ),
    ).toThrow(ProtectionApiError);
    expect(() => parseHistory([], '/x')).toThrow(/entries is not a list/);
  });

  it('reads tournament buy-ins and where a withdrawal stands', () => {
    expect(
      parseHistory(
        {
          entries: [
            { at: '2026-11-20T10:00:00Z', type: 'buy_in', amount_cents: 500 },
            { at: '2026-11-19T10:00:00Z', type: 'withdrawal', amount_cents: 900, status: 'paid' },
            { at: '2026-11-18T10:00:00Z', type: 'withdrawal', amount_cents: 100, status: 'odd' },
          ],
        },
        '/x',
      ),
    ).toEqual([
      { at: '2026-11-20T10:00:00Z', type: 'buy_in', amount_cents: 500 },
      { at: '2026-11-19T10:00:00Z', type: 'withdrawal', amount_cents: 900, status: 'paid' },
      { at: '2026-11-18T10:00:00Z', type: 'withdrawal', amount_cents: 100 },
    ]);
  });
});

describe('errors', () => {
  it('carry a refusal’s code, limit and until', () => {
    const error = protectionErrorFrom(
      403,
      {
        error: 'Limit reached',
        code: 'limit_reached',
        limit: 'loss_day',
        until: '2026-11-21T00:00:00Z',
      },
      '/x',
    );
    expect(error).toBeInstanceOf(ControllerError);
    expect(error).toMatchObject({
      status: 403,
      code: 'limit_reached',
      limit: 'loss_day',
      until: '2026-11-21T00:00:00Z',
      message: 'Limit reached',
    });
    expect(refusalOf(error)).toEqual({
      error: 'Limit reached',
      code: 'limit_reached',
      limit: 'loss_day',
      until: '2026-11-21T00:00:00Z',
    });
  });

  it('keep an indefinite end, drop a bad one and fall back to the status', () => {
    expect(protectionErrorFrom(403, { code: 'self_excluded', until: null }, '/x').until).toBeNull();
    const odd = protectionErrorFrom(403, { code: 'on_break', until: 'someday', limit: 'x' }, '/x');
    expect(odd.until).toBeUndefined();
    expect(odd.limit).toBeUndefined();
    expect(protectionErrorFrom(502, undefined, '/x')).toMatchObject({ code: 'http_502' });
  });

  it('read a refusal from any controller error’s details, and only a 403 refusal', () => {
    const login = new ControllerError('On a break', { status: 403, code: 'on_break', url: '/l' });
    Object.assign(login, { details: { until: '2026-12-03T14:05:00Z' } });
    expect(refusalOf(login)).toEqual({
      error: 'On a break',
      code: 'on_break',
      until: '2026-12-03T14:05:00Z',
    });
    expect(
      refusalOf(new ControllerError('bad', { status: 401, code: 'bad_credentials', url: '/l' })),
    ).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
  });
});

describe('the calls', () => {
  it('ask for the state under the site’s base path, with the cookie and a deadline', async () => {
    sessionStore.getState().setConfig(makeConfig({ base_location: '/casino/' }));
    fetchMock.mockResolvedValue(json(200, STATE));
    const state = await fetchProtectionState();
    expect(state.profile).toBe('uk');
    const [url, init] = lastCall();
    expect(url).toBe('/casino/api/protection');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('turn a refusal, a guest, a dead network, a timeout and nonsense into typed errors', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: 'Log in', code: 'not_logged_in' }));
    await expect(fetchProtectionState()).rejects.toMatchObject({
      status: 401,
      code: 'not_logged_in',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchProtectionState()).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    fetchMock.mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'));
    await expect(fetchProtectionState()).rejects.toMatchObject({ status: 0, code: 'timeout' });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(fetchProtectionState()).rejects.toMatchObject({ code: 'invalid_answer' });
  });

  it('send a limit and take the new state, or null when the answer is not one', async () => {
    fetchMock.mockResolvedValueOnce(json(200, STATE));
    expect(await setLimit('deposit_day', 4000)).not.toBeNull();
    const [url, init] = lastCall();
    expect(url).toBe('/api/protection/limits');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'deposit_day', value: 4000 });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    expect(await setLimit('loss_day', null)).toBeNull();
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ kind: 'loss_day', value: null });
  });

  it('start a break or an exclusion and say until when', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { until: '2026-11-27T10:00:00.000Z' }));
    expect(await takeBreak('7d')).toEqual({ until: '2026-11-27T10:00:00.000Z' });
    expect(lastCall()[0]).toBe('/api/protection/break');
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ period: '7d' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect(await selfExclude('indefinite')).toEqual({ until: undefined });
    expect(lastCall()[0]).toBe('/api/protection/exclusion');
    fetchMock.mockResolvedValueOnce(json(409, { error: 'Cannot shorten', code: 'cannot_shorten' }));
    await expect(takeBreak('24h')).rejects.toMatchObject({ status: 409, code: 'cannot_shorten' });
  });

  it('confirm a raise whose 24 hours are over, and say when there is none', async () => {
    fetchMock.mockResolvedValueOnce(json(200, STATE));
    expect((await confirmLimit('deposit_day')).profile).toBe('uk');
    const [url, init] = lastCall();
    expect(url).toBe('/api/protection/limits/confirm');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'deposit_day' });
    fetchMock.mockResolvedValueOnce(json(409, { error: 'No', code: 'nothing_to_confirm' }));
    await expect(confirmLimit('loss_day')).rejects.toMatchObject({
      status: 409,
      code: 'nothing_to_confirm',
    });
  });

  it('send the reason of a request to end an exclusion, and read a refusal’s date', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { exclusion: { until: null } }));
    expect(
      await requestExclusionEnd({ username: 'excluded', password: 'demo1234', reason: 'Ready' }),
    ).toEqual({ endsAt: undefined });
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({
      username: 'excluded',
      password: 'demo1234',
      reason: 'Ready',
    });
    const until = '2027-05-20T10:00:00.000Z';
    fetchMock.mockResolvedValueOnce(json(409, { error: 'Too early', code: 'too_early', until }));
    await expect(
      requestExclusionEnd({ username: 'excluded', password: 'demo1234' }),
    ).rejects.toMatchObject({ status: 409, code: 'too_early', until });
  });

  it('ask to end an indefinite exclusion with the account’s credentials', async () => {
    const endsAt = '2026-11-27T10:00:00.000Z';
    fetchMock.mockResolvedValue(
      json(200, {
        exclusion: { until: null, end_requested_at: '2026-11-20T10:00:00.000Z', ends_at: endsAt },
      }),
    );
    expect(await requestExclusionEnd({ username: 'excluded', password: 'demo1234' })).toEqual({
      endsAt,
    });
    expect(lastCall()[0]).toBe('/api/protection/exclusion/end');
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({
      username: 'excluded',
      password: 'demo1234',
    });
  });

  it('ask for the history of a range and type', async () => {
    fetchMock.mockResolvedValue(
      json(200, { entries: [{ at: '2026-11-20T10:00:00Z', type: 'win', amount_cents: 250 }] }),
    );
    const entries = await fetchHistory({ from: '2026-10-21', to: '2026-11-20', type: 'win' });
    expect(entries).toHaveLength(1);
    expect(lastCall()[0]).toBe('/api/protection/history?from=2026-10-21&to=2026-11-20&type=win');
  });
});
