import 'fake-indexeddb/auto';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { makeConfig, makeGame, makePlayer } from '../test-utils/fixtures';
import { countGames, getCatalogueDb, setMemoryCatalogue } from '../db/catalogue-db';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { sessionStore } from '../stores/session-store';
import { getApi } from './parlor-runtime';
import { bootRuntime, catalogueSynced, siteAddress } from './boot-runtime';
import { markFirstScreen, resetFirstScreen } from './first-screen';
import { INLINE_BOOT_ID } from './inline-boot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answers: Record<string, () => Response>) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const key = Object.keys(answers).find((k) => url.endsWith(k));
    return key ? answers[key]!() : json({ error: 'nope', code: 'not_found' }, 404);
  }) as typeof fetch;
}

afterEach(() => {
  document.getElementById(INLINE_BOOT_ID)?.remove();
  sessionStore.setState({ config: null, player: null });
  setMemoryCatalogue(null);
});

const boot = {
  controller_path: '/api/controller',
  passphrase: 'p',
  remotes: { mf_lobby: 'http://localhost:8081/remoteEntry.js' },
};

it('loads boot info, config, player and the catalogue, and registers the remotes', async () => {
  serve({
    '/api/boot': () => json(boot),
    '?getconfig': () => json({ config: makeConfig(), player: makePlayer() }),
    '?getgames': () =>
      json({
        games: [makeGame({ id: 1 }), makeGame({ id: 2, shortname: 'other' })],
        providers: [],
        themes: [],
        features: [],
        categories: [],
        total_jackpot: 1234.5,
      }),
  });
  await bootRuntime();
  expect(sessionStore.getState().config?.casino_name).toBe('Parlor Test');
  expect(sessionStore.getState().player?.fname).toBe('Alice');
  expect(await countGames()).toBe(2);
  expect(getApi()).toBeDefined();
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mf_lobby', entry: 'http://localhost:8081/remoteEntry.js' }],
    { force: true },
  );
  expect(localStorage.getItem(STORAGE_KEYS.totalJackpot)).toBe('1234.5');
  expect(Number(localStorage.getItem(STORAGE_KEYS.gameDataLoadedAt))).toBeGreaterThan(0);
});

it('fails, rather than boot half a casino, when the config cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  serve({
    '/api/boot': () => json(boot),
    '?getconfig': () => new Response('not an envelope', { status: 200 }),
    '?getgames': () => json({ games: [] }),
  });
  await expect(bootRuntime()).rejects.toThrow('casino config unavailable');
});

const catalogue = (version: string, ids: number[]) => ({
  games: ids.map((id) => makeGame({ id, shortname: `game-${id}` })),
  providers: [],
  themes: [],
  features: [],
  categories: [],
  total_jackpot: 0,
  version,
});

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

it('brings the local database up to date once the first screen is up, and only when the catalogue changed', async () => {
  resetFirstScreen();
  let answer = catalogue('v1', [1, 2, 3]);
  serve({
    '/api/boot': () => json(boot),
    '?getconfig': () => json({ config: makeConfig(), player: null }),
    '?getgames': () => json(answer),
  });
  await bootRuntime();
  // the page reads the catalogue in memory; the database waits for the first screen
  expect(await countGames()).toBe(3);
  expect(await settledWithin(catalogueSynced(), 300)).toBe(false);
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  markFirstScreen();
  await expect(catalogueSynced()).resolves.toBe('written');
  expect(await (await getCatalogueDb()).games.count()).toBe(3);
  expect(mark).toHaveBeenCalledWith('parlor:catalogue-synced', { detail: 'written' });

  await bootRuntime();
  await expect(catalogueSynced()).resolves.toBe('unchanged');
  expect(mark).toHaveBeenLastCalledWith('parlor:catalogue-synced', { detail: 'unchanged' });

  answer = catalogue('v2', [4]);
  await bootRuntime();
  // the page answers from the new catalogue at once, the database follows
  expect(await countGames()).toBe(1);
  await expect(catalogueSynced()).resolves.toBe('written');
  expect((await (await getCatalogueDb()).games.toArray()).map((g) => g.id)).toEqual([4]);
  delete (performance as { mark?: unknown }).mark;
});

function inlineBoot(data: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INLINE_BOOT_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

it('boots from the data inline in the page without asking for the boot info', async () => {
  inlineBoot({
    boot: { ...boot, remotes: { mf_lobby: 'http://localhost:9081/remoteEntry.js' } },
    config: makeConfig({ casino_name: 'Inline Casino' }),
  });
  let answerConfig: () => void = () => {};
  const configAnswered = new Promise<void>((resolve) => (answerConfig = resolve));
  serve({
    '?getconfig': () =>
      json({ config: makeConfig({ casino_name: 'Server Casino' }), player: null }),
    '?getgames': () => json(catalogue('v1', [1])),
  });
  const fetchMock = globalThis.fetch as jest.Mock;
  const slowFetch = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    if (String(input).endsWith('?getconfig')) await configAnswered;
    return slowFetch(input);
  });
  const booting = bootRuntime();
  // the inline config is there before the controller answers (the language can load)
  expect(sessionStore.getState().config?.casino_name).toBe('Inline Casino');
  answerConfig();
  await booting;
  expect(sessionStore.getState().config?.casino_name).toBe('Server Casino');
  expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/boot');
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_lobby', entry: 'http://localhost:9081/remoteEntry.js' }],
    { force: true },
  );
});

it('never takes the player or balances from the page, only from the controller', async () => {
  inlineBoot({
    boot,
    config: makeConfig(),
    player: makePlayer({ fname: 'Mallory' }),
    balances: { real: 1_000_000 },
  });
  serve({
    '?getconfig': () => json({ config: makeConfig(), player: null }),
    '?getgames': () => json(catalogue('v1', [1])),
  });
  await bootRuntime();
  expect(sessionStore.getState().player).toBeNull();
});

it('falls back to the boot call when the inline data is not well formed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  inlineBoot({ boot: { controller_path: 'https://evil.example/api', passphrase: 'p' } });
  serve({
    '/api/boot': () => json(boot),
    '?getconfig': () => json({ config: makeConfig(), player: null }),
    '?getgames': () => json(catalogue('v1', [1])),
  });
  await bootRuntime();
  const urls = (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
  expect(urls).toContain('/api/boot');
  expect(urls.some((u) => u.startsWith('https://evil.example'))).toBe(false);
});

it('asks for the boot info under the base path the page’s scripts came from', async () => {
  const global = globalThis as { __webpack_public_path__?: string };
  global.__webpack_public_path__ = '/casino/';
  try {
    serve({
      '/api/boot': () => json(boot),
      '?getconfig': () => json({ config: makeConfig(), player: null }),
      '?getgames': () => json(catalogue('v1', [1])),
    });
    await bootRuntime();
    const urls = (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/casino/api/boot');
    expect(urls).not.toContain('/api/boot');
  } finally {
    delete global.__webpack_public_path__;
  }
});

it('sends the loyalty, coupon and web-play calls to the controllers the config names', async () => {
  serve({
    '/api/boot': () => json(boot),
    '?getconfig': () =>
      json({
        config: makeConfig({
          loyalty_controller_path: '/loyalty/controller',
          coupon_controller_path: '/coupon/controller',
          webplay_controller_path: '/webplay/controller',
        }),
        player: makePlayer(),
      }),
    '?getgames': () => json({ games: [] }),
    '/loyalty/controller?dailyfreespins': () => json({ DFSSPINWHEEL: null }),
    '/coupon/controller': () => json({ success: true }),
    '/webplay/controller': () => json({ success: true }),
  });
  await bootRuntime();
  const asked = () => (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
  await getApi().getDailyFreeSpins();
  await getApi().redeemCoupon('FIFTY');
  await getApi().rollback();
  expect(asked()).toEqual(
    expect.arrayContaining([
      '/loyalty/controller?dailyfreespins',
      '/coupon/controller',
      '/webplay/controller',
    ]),
  );
  expect(asked().filter((url) => url.startsWith('/api/controller'))).toHaveLength(2);
});

it('puts a path of the site under the base path, whatever form the scripts’ address has', () => {
  const global = globalThis as { __webpack_public_path__?: string };
  try {
    for (const [base, expected] of [
      [undefined, '/api/boot'],
      ['/', '/api/boot'],
      ['/casino/', '/casino/api/boot'],
      [`${location.origin}/casino/`, '/casino/api/boot'],
      ['auto', '/api/boot'],
    ] as const) {
      if (base === undefined) delete global.__webpack_public_path__;
      else global.__webpack_public_path__ = base;
      expect(siteAddress('api/boot')).toBe(expected);
    }
  } finally {
    delete global.__webpack_public_path__;
  }
});
