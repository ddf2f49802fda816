import 'fake-indexeddb/auto';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { makeConfig, makeGame, makePlayer } from '../test-utils/fixtures';
import { countGames } from '../db/catalogue-db';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { sessionStore } from '../stores/session-store';
import { getApi } from './parlor-runtime';
import { bootRuntime } from './boot-runtime';

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
