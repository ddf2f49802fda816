import 'fake-indexeddb/auto';
import { makeGame } from '../test-utils/fixtures';

// Dexie is loaded when the database is first needed, not with the page: the first screen reads
// the catalogue in memory (docs/performance.md).
test('memory queries never load Dexie; the first database query does', async () => {
  let loaded = false;
  jest.doMock('dexie', () => {
    loaded = true;
    return jest.requireActual('dexie');
  });
  const db = await import('./catalogue-db');
  db.setMemoryCatalogue({
    games: [makeGame({ id: 1 })],
    providers: [],
    themes: [],
    features: [],
    categories: [],
    total_jackpot: 0,
  });
  expect(await db.countGames()).toBe(1);
  expect(loaded).toBe(false);
  db.setMemoryCatalogue(null);
  expect(await db.countGames()).toBe(0);
  expect(loaded).toBe(true);
});
