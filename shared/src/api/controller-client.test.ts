import { clearPayloadKeyCache } from '../codec/decode-payload';
import { encodeEnvelope } from '../test-utils/encode-envelope';
import {
  createControllerClient,
  MESSAGES_CACHE_MS,
  type ControllerClient,
} from './controller-client';
import { ControllerError, isControllerError } from './controller-error';

const PASS = 'parlor-demo-passphrase';
const SALT = 'a1'.repeat(256);

interface Reply {
  status?: number;
  body: string;
  type?: string;
}

function setup(reply: (url: string, init: RequestInit) => Reply = () => ({ body: '{}' })) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const r = reply(String(input), init ?? {});
    return new Response(r.body, {
      status: r.status ?? 200,
      headers: { 'Content-Type': r.type ?? 'application/json' },
    });
  });
  let clock = 1_000_000;
  const client = createControllerClient({
    controllerPath: '/api/controller',
    loyaltyPath: '/api/loyalty',
    couponPath: '/api/coupon',
    webplayPath: '/api/webplay',
    passphrase: PASS,
    fetch: fetchMock as unknown as typeof fetch,
    now: () => clock,
  });
  return {
    client,
    fetchMock,
    advance: (ms: number) => {
      clock += ms;
    },
    lastCall: () => {
      const call = fetchMock.mock.calls.at(-1);
      if (!call) throw new Error('fetch was not called');
      const [url, init = {}] = call;
      const headers = new Headers(init.headers);
      return { url: String(url), init, contentType: headers.get('Content-Type'), body: init.body };
    },
  };
}

const encrypted = (value: unknown): Reply => ({
  body: encodeEnvelope(value, PASS, { salt: SALT }),
  type: 'text/plain',
});

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  clearPayloadKeyCache();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

type GetCase = [keyof ControllerClient, string, boolean];

/** Answers of the right shape for the keywords whose answers are checked (answer-guards.ts). */
const VALID_SAMPLES: Partial<Record<keyof ControllerClient, unknown>> = {
  getConfig: { config: { navigation: { EN: [] }, pages: {} }, player: null, note: 'ü' },
  getGames: { games: [{ shortname: 'gold-rush', provider: 'nova' }], providers: [] },
  myFavorites: [{ shortname: 'ü', provider: 'nova' }],
  keepPlaying: [{ shortname: 'a', provider: 'b' }],
  suggest: [],
  getWidgets: [{ id: 1 }],
  getWinners: [{ name: 'ü' }],
};

describe('GET calls', () => {
  it.each<GetCase>([
    ['getConfig', '/api/controller?getconfig', true],
    ['getGames', '/api/controller?getgames', false],
    ['myFavorites', '/api/controller?myfavorites', true],
    ['getDfs', '/api/controller?DFS', true],
    ['getBalance', '/api/controller?getBalance', true],
    ['getUnreadMessages', '/api/controller?getunreadmessages', true],
    ['getReferral', '/api/controller?raf', true],
    ['keepPlaying', '/api/controller?keepplaying', false],
    ['suggest', '/api/controller?suggest', false],
    ['getToken', '/api/controller?gettoken', false],
    ['getWidgets', '/api/controller?widgets', true],
    ['getStickyBanner', '/api/controller?stickybanner', false],
    ['getGameOfTheMonth', '/api/controller?gameofthemonth', false],
    ['getWinners', '/api/controller?winners', false],
    ['getMessages', '/api/controller?getmessages', false],
    ['getDailyFreeSpins', '/api/loyalty?dailyfreespins', false],
    ['sendFreeSpinEmail', '/api/loyalty?sendfreespinemail', false],
    ['emailClickCheck', '/api/loyalty?emailclickcheck', false],
  ])('%s → GET %s (encrypted: %s)', async (name, url, isEncrypted) => {
    const value = VALID_SAMPLES[name] ?? { answer: name, list: [1, 'ü'] };
    const { client, lastCall } = setup(() =>
      isEncrypted ? encrypted(value) : { body: JSON.stringify(value) },
    );
    const fn = client[name] as () => Promise<unknown>;
    await expect(fn()).resolves.toEqual(value);
    const call = lastCall();
    expect(call.url).toBe(url);
    expect(call.init.method).toBe('GET');
    expect(call.init.credentials).toBe('same-origin');
    expect(call.body).toBeUndefined();
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('answers checked at the boundary', () => {
  it('refuses a catalogue whose games are not a list, and says what was wrong', async () => {
    const { client } = setup(() => ({ body: JSON.stringify({ games: 'not a list' }) }));
    await expect(client.getGames()).rejects.toMatchObject({ code: 'invalid_answer' });
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('games is not a list'));
  });

  it('refuses a config without its navigation and a list answer that is an object', async () => {
    const { client } = setup(() => ({ body: JSON.stringify({ config: {}, player: null }) }));
    await expect(client.getConfig()).rejects.toMatchObject({ code: 'invalid_answer' });
    const other = setup(() => ({ body: JSON.stringify({ not: 'a list' }) }));
    await expect(other.client.suggest()).rejects.toMatchObject({ code: 'invalid_answer' });
  });

  it('fails a call that never answers with a timeout error', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const client = createControllerClient({
      controllerPath: '/api/controller',
      passphrase: 'p',
      fetch: never,
      timeoutMs: 20,
      storage: null,
    });
    await expect(client.getBalance()).rejects.toMatchObject({ code: 'timeout', status: 0 });
  });
});

describe('widget calls', () => {
  it('asks the named widget endpoints and the widget markup with its name and language', async () => {
    const { client, lastCall } = setup(() => ({ body: JSON.stringify({ html: '<p>x</p>' }) }));
    await client.getNamedWidget('crewponwidget');
    expect(lastCall().url).toBe('/api/controller?crewponwidget');
    await expect(client.getWidgetMarkup('synth', 'de')).resolves.toEqual({ html: '<p>x</p>' });
    expect(lastCall().url).toBe('/api/controller?widget&name=synth&lang=de');
  });
});

describe('POST calls', () => {
  it('getGameLockDetails posts shortname and provider, decodes the answer', async () => {
    const details = { lock_by: 'player_class', game_name: 'Gold Rush' };
    const { client, lastCall } = setup(() => encrypted(details));
    await expect(
      client.getGameLockDetails({ shortname: 'gold-rush', provider: 'nova' }),
    ).resolves.toEqual(details);
    const call = lastCall();
    expect(call.url).toBe('/api/controller?getgamelockdetails');
    expect(call.init.method).toBe('POST');
    expect(call.contentType).toBe('application/x-www-form-urlencoded');
    expect(call.body).toBe('shortname=gold-rush&provider=nova');
  });

  it('setFavorite posts to the controller without a keyword', async () => {
    const { client, lastCall } = setup(() => encrypted({ success: true }));
    await expect(
      client.setFavorite({ action: 'add', game: 'gold rush', provider: 'nova' }),
    ).resolves.toEqual({ success: true });
    const call = lastCall();
    expect(call.url).toBe('/api/controller');
    expect(call.init.method).toBe('POST');
    expect(call.body).toBe('setFavorite=1&action=add&game=gold+rush&provider=nova');
  });

  it.each([
    [
      'gameLauncher',
      (c: ControllerClient) =>
        c.gameLauncher({ game: 'gold-rush', realmoney: true, provider: 'nova' }),
      '/api/controller?gamelauncher',
      'game=gold-rush&realmoney=1&provider=nova',
    ],
    [
      'gameLauncher without provider',
      (c: ControllerClient) => c.gameLauncher({ game: 'gold-rush', realmoney: false }),
      '/api/controller?gamelauncher',
      'game=gold-rush&realmoney=0',
    ],
    [
      'getLiveDealer',
      (c: ControllerClient) => c.getLiveDealer('evolution'),
      '/api/controller?getlivedealer',
      'getlivedealer=evolution',
    ],
    [
      'getTournaments',
      (c: ControllerClient) => c.getTournaments({ lang: 'de' }),
      '/api/controller?gettournaments',
      'lang=de',
    ],
    [
      'getTournaments on home',
      (c: ControllerClient) => c.getTournaments({ lang: 'en', home: true }),
      '/api/controller?gettournaments',
      'lang=en&home=1',
    ],
    [
      'joinTournament',
      (c: ControllerClient) => c.joinTournament(102),
      '/api/controller?jointournament',
      'id=102',
    ],
    [
      'getPromos',
      (c: ControllerClient) => c.getPromos({ lang: 'fr', target: 'ucc_lobby' }),
      '/api/controller?getpromos',
      'lang=fr&target=ucc_lobby',
    ],
    [
      'getPromos regular only',
      (c: ControllerClient) =>
        c.getPromos({ lang: 'es', target: 'ucc_promotions', regularOnly: true }),
      '/api/controller?getpromos',
      'lang=es&target=ucc_promotions&regular_only=1',
    ],
    [
      'redeemCoupon',
      (c: ControllerClient) => c.redeemCoupon('FREE50'),
      '/api/coupon',
      'redeem=FREE50&redirect=false',
    ],
    ['rollback', (c: ControllerClient) => c.rollback(), '/api/webplay', 'tryout=rollback'],
  ])('%s posts a form', async (_name, run, url, body) => {
    const { client, lastCall } = setup(() => ({ body: '{"success":true}' }));
    await expect(run(client)).resolves.toEqual({ success: true });
    const call = lastCall();
    expect(call.url).toBe(url);
    expect(call.init.method).toBe('POST');
    expect(call.init.credentials).toBe('same-origin');
    expect(call.contentType).toBe('application/x-www-form-urlencoded');
    expect(call.body).toBe(body);
  });

  it('redeemDfs posts JSON to the loyalty controller', async () => {
    const result = { success: true, freespins: 10 };
    const { client, lastCall } = setup(() => ({ body: JSON.stringify(result) }));
    const body = { DFSvalidation: { tier: 1, spins: 10, wspins: 3, dfs_game: 'gold-rush' } };
    await expect(client.redeemDfs(body)).resolves.toEqual(result);
    const call = lastCall();
    expect(call.url).toBe('/api/loyalty?redeem_dfs');
    expect(call.init.method).toBe('POST');
    expect(call.contentType).toBe('application/json');
    expect(JSON.parse(String(call.body))).toEqual(body);
  });
});

describe('paths', () => {
  it('falls back to the main controller for the loyalty, coupon and web-play calls', async () => {
    const fetchMock = jest.fn(async () => new Response('{"success":true}'));
    const client = createControllerClient({
      controllerPath: '/c',
      passphrase: PASS,
      fetch: fetchMock as unknown as typeof fetch,
    });
    await client.getDailyFreeSpins();
    await client.redeemCoupon('X');
    await client.rollback();
    expect(fetchMock.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      '/c?dailyfreespins',
      '/c',
      '/c',
    ]);
  });

  it('appends the tournament name as a fragment of the lobby address', async () => {
    const { client, lastCall } = setup(() => ({ body: '{"url":"https://t.example/lobby"}' }));
    await expect(client.getTournamentsLobby()).resolves.toEqual({ url: 'https://t.example/lobby' });
    await expect(client.getTournamentsLobby('Spring Cup')).resolves.toEqual({
      url: 'https://t.example/lobby#Spring%20Cup',
    });
    expect(lastCall().url).toBe('/api/controller?gettournamentslobby');
  });
});

describe('decoding', () => {
  it('returns null (logged) when an encrypted answer does not decode', async () => {
    const { client } = setup(() => ({ body: 'bm90IGFuIGVudmVsb3Bl', type: 'text/plain' }));
    await expect(client.getBalance()).resolves.toBeNull();
    expect(errorSpy).toHaveBeenCalled();
  });

  it('accepts a plain JSON object where an encrypted answer was expected', async () => {
    const { client } = setup(() => ({ body: '{"balance":12.5,"currency_code":"USD"}' }));
    await expect(client.getBalance()).resolves.toEqual({ balance: 12.5, currency_code: 'USD' });
  });

  it('accepts an envelope sent as a JSON string', async () => {
    const wire = encodeEnvelope({ total_unread: 3 }, PASS);
    const { client } = setup(() => ({ body: JSON.stringify(wire) }));
    await expect(client.getUnreadMessages()).resolves.toEqual({ total_unread: 3 });
  });

  it('decodes an envelope where plain JSON was expected', async () => {
    const { client } = setup(() => encrypted([{ shortname: 'a', provider: 'b' }]));
    await expect(client.keepPlaying()).resolves.toEqual([{ shortname: 'a', provider: 'b' }]);
  });
});

describe('errors', () => {
  it('throws a ControllerError with the server code', async () => {
    const { client } = setup(() => ({
      status: 401,
      body: '{"error":"Login required","code":"auth_required"}',
    }));
    const error = await client.myFavorites().catch((e: unknown) => e);
    expect(isControllerError(error)).toBe(true);
    expect(error).toBeInstanceOf(ControllerError);
    expect(error).toMatchObject({
      status: 401,
      code: 'auth_required',
      message: 'Login required',
      url: '/api/controller?myfavorites',
    });
  });

  it("carries the answer's other fields (a refusal's limit and until)", async () => {
    const { client } = setup(() => ({
      status: 403,
      body: '{"error":"Limit reached","code":"limit_reached","limit":"loss_day","until":"2026-11-27T00:00:00.000Z"}',
    }));
    const error = await client
      .gameLauncher({ game: 'x', realmoney: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      code: 'limit_reached',
      details: { limit: 'loss_day', until: '2026-11-27T00:00:00.000Z' },
    });
  });

  it('maps a body that is not JSON to http_<status>', async () => {
    const { client } = setup(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(client.getGames()).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it.each([
    [400, 'invalid_input'],
    [404, 'unknown_keyword'],
  ])('maps %d to %s', async (status, code) => {
    const { client } = setup(() => ({ status, body: JSON.stringify({ error: 'x', code }) }));
    await expect(client.getConfig()).rejects.toMatchObject({ status, code });
  });

  it('maps a network failure to status 0, network_error', async () => {
    const client = createControllerClient({
      controllerPath: '/api/controller',
      passphrase: PASS,
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(client.getConfig()).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('getMessages cache', () => {
  const center = { messages: [{ id: 1, subject: 'Hi' }], count: { total_unread: 1 } };

  it('serves the cached answer for 15 minutes', async () => {
    const { client, fetchMock, advance } = setup(() => ({ body: JSON.stringify(center) }));
    await expect(client.getMessages()).resolves.toEqual(center);
    advance(MESSAGES_CACHE_MS - 1);
    await expect(client.getMessages()).resolves.toEqual(center);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    advance(1);
    await client.getMessages();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the cache in sessionStorage, shared by clients of the same controller', async () => {
    const first = setup(() => ({ body: JSON.stringify(center) }));
    await first.client.getMessages();
    expect(Object.keys(sessionStorage).some((k) => k.startsWith('parlor:messages'))).toBe(true);
    const second = setup(() => ({ body: '{}' }));
    await expect(second.client.getMessages()).resolves.toEqual(center);
    expect(second.fetchMock).not.toHaveBeenCalled();
  });

  it('bypasses the cache when asked, and after clearMessagesCache', async () => {
    const { client, fetchMock } = setup(() => ({ body: JSON.stringify(center) }));
    await client.getMessages();
    await client.getMessages({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    client.clearMessagesCache();
    await client.getMessages();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not cache a failure', async () => {
    let fail = true;
    const { client, fetchMock } = setup(() =>
      fail ? { status: 500, body: '{}' } : { body: JSON.stringify(center) },
    );
    await expect(client.getMessages()).rejects.toBeInstanceOf(ControllerError);
    fail = false;
    await expect(client.getMessages()).resolves.toEqual(center);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ignores a corrupt cache entry', async () => {
    sessionStorage.setItem('parlor:messages:/api/controller', '{oops');
    const { client, fetchMock } = setup(() => ({ body: JSON.stringify(center) }));
    await expect(client.getMessages()).resolves.toEqual(center);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
