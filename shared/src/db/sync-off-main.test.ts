import 'fake-indexeddb/auto';
import type { GamesPayload } from '../types/entities';
import { makeGame } from '../test-utils/fixtures';
import { getCatalogueDb, resetCatalogueDb } from './catalogue-db';
import { syncCatalogueOffMain } from './sync-off-main';

const payload: GamesPayload = {
  games: [makeGame({ id: 1, shortname: 'one' }), makeGame({ id: 2, shortname: 'two' })],
  providers: [],
  themes: [],
  features: [],
  categories: [],
  total_jackpot: 0,
};

beforeEach(() => resetCatalogueDb());
afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
  jest.restoreAllMocks();
});

it('writes the database on the page where it has no worker', async () => {
  await expect(syncCatalogueOffMain(payload, JSON.stringify(payload))).resolves.toBe('written');
  expect(await (await getCatalogueDb()).games.count()).toBe(2);
});

it('writes it on the page when the worker cannot start', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  (globalThis as { Worker?: unknown }).Worker = function Worker() {
    throw new Error('workers are blocked here');
  };
  await expect(syncCatalogueOffMain(payload, JSON.stringify(payload))).resolves.toBe('written');
  expect(await (await getCatalogueDb()).games.count()).toBe(2);
});
