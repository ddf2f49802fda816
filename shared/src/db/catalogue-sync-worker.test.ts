import 'fake-indexeddb/auto';
import type { GamesPayload } from '../types/entities';
import { makeGame } from '../test-utils/fixtures';
import { getCatalogueDb, resetCatalogueDb } from './catalogue-db';

// The worker's side, in this thread: its message handler, with the answers it posts back caught.
const posted: unknown[] = [];
jest.spyOn(self, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
beforeAll(() => import('./catalogue-sync-worker'));
const receive = (text: string) =>
  (self.onmessage as (event: { data: { text: string } }) => void)({ data: { text } });

const answer: GamesPayload = {
  games: [makeGame({ id: 7, shortname: 'seven' })],
  providers: [{ id: 1, name: 'NetEnt', shortname: 'netent' }],
  themes: [],
  features: [],
  categories: [],
  total_jackpot: 0,
};

beforeEach(async () => {
  posted.length = 0;
  await resetCatalogueDb();
});

it('parses the answer’s text itself and makes the database equal it', async () => {
  receive(JSON.stringify(answer));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(posted).toEqual([{ outcome: 'written' }]);
  const db = await getCatalogueDb();
  expect((await db.games.toArray()).map((g) => g.shortname)).toEqual(['seven']);
});

it('refuses an answer that is not a catalogue, and leaves the database as it was', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  receive(JSON.stringify(answer));
  await new Promise((resolve) => setTimeout(resolve, 200));
  receive('{"games":"not a list"}');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(posted).toEqual([{ outcome: 'written' }, { outcome: 'failed' }]);
  expect(await (await getCatalogueDb()).games.count()).toBe(1);
});
