import { makeGame } from '../test-utils/fixtures';
import {
  mergeRecent,
  pushRecent,
  readRecentGames,
  RECENT_GAMES_KEY,
  RECENT_GAMES_LIMIT,
  recordRecentGame,
  resolveRecentGames,
} from './recent-games';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

it('puts the latest game first, without duplicates, at most 12', () => {
  let list = pushRecent([], 'a');
  list = pushRecent(list, 'b');
  list = pushRecent(list, 'a');
  expect(list).toEqual(['a', 'b']);
  for (let i = 0; i < 20; i++) list = pushRecent(list, `g${i}`);
  expect(RECENT_GAMES_LIMIT).toBe(12);
  expect(list).toHaveLength(12);
  expect(list[0]).toBe('g19');
});

it('stores shortnames outside fusion and shortname with provider in fusion', () => {
  const storage = memoryStorage();
  recordRecentGame(makeGame({ shortname: 'x', provider: 'p1' }), false, storage);
  expect(JSON.parse(storage.data.get(RECENT_GAMES_KEY)!)).toEqual(['x']);

  const fusion = memoryStorage();
  recordRecentGame(makeGame({ shortname: 'x', provider: 'p1' }), true, fusion);
  recordRecentGame(makeGame({ shortname: 'x', provider: 'p2' }), true, fusion);
  recordRecentGame(makeGame({ shortname: 'x', provider: 'p1' }), true, fusion);
  expect(readRecentGames(fusion)).toEqual([
    { shortname: 'x', provider: 'p1' },
    { shortname: 'x', provider: 'p2' },
  ]);
});

it('reads malformed or missing storage as an empty list and cleans stored data', () => {
  expect(readRecentGames(memoryStorage())).toEqual([]);
  expect(readRecentGames(memoryStorage({ [RECENT_GAMES_KEY]: '{oops' }))).toEqual([]);
  expect(readRecentGames(memoryStorage({ [RECENT_GAMES_KEY]: '{"a":1}' }))).toEqual([]);
  expect(
    readRecentGames(memoryStorage({ [RECENT_GAMES_KEY]: JSON.stringify(['a', 5, 'a', '', 'b']) })),
  ).toEqual(['a', 'b']);
  expect(readRecentGames(null)).toEqual([]);
});

it('merges session entries before the server keep-playing list, de-duplicated, capped', () => {
  const server = [
    { shortname: 'a', provider: 'p1' },
    { shortname: 'c', provider: 'p1' },
  ];
  expect(mergeRecent(['a', 'b'], server, false)).toEqual(['a', 'b', 'c']);
  expect(mergeRecent([{ shortname: 'a', provider: 'p2' }], server, true)).toEqual([
    { shortname: 'a', provider: 'p2' },
    { shortname: 'a', provider: 'p1' },
    { shortname: 'c', provider: 'p1' },
  ]);
  const many = Array.from({ length: 20 }, (_, i) => ({ shortname: `s${i}`, provider: 'p' }));
  expect(mergeRecent([], many, true)).toHaveLength(12);
});

it('resolves entries to catalogue games in order, skipping unknown ones', () => {
  const games = [
    makeGame({ id: 1, shortname: 'a', provider: 'p1' }),
    makeGame({ id: 2, shortname: 'a', provider: 'p2' }),
    makeGame({ id: 3, shortname: 'b', provider: 'p1' }),
  ];
  expect(resolveRecentGames(['b', 'zzz', 'a'], games).map((g) => g.id)).toEqual([3, 1]);
  expect(resolveRecentGames([{ shortname: 'a', provider: 'p2' }], games).map((g) => g.id)).toEqual([
    2,
  ]);
});
