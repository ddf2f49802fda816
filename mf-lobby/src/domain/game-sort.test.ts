import { makeGame } from '@parlor/shared/testing';
import { isSortKey, sortGames } from './game-sort';

const now = new Date('2025-01-10T15:00:00Z');
const games = [
  makeGame({ id: 1, display_name: 'banana Bonanza', release_date: '2021-01-01', jackpot: 10 }),
  makeGame({ id: 2, display_name: 'Apple Rush', release_date: '2024-06-01', jackpot: 0 }),
  makeGame({
    id: 3,
    display_name: 'Cherry Pop',
    release_date: '2023-03-03',
    jackpot: 6,
    jackpot_multiplier: { type: 'multiplier', multipliers: { value: 2 }, schedule: null },
  }),
  makeGame({ id: 4, display_name: 'Ápice', release_date: '2024-06-01', jackpot: 0 }),
];
const ids = (list: { id: number }[]) => list.map((g) => g.id);

it('A-Z and Z-A by display name, ignoring case and accents', () => {
  expect(ids(sortGames(games, 'az', now))).toEqual([4, 2, 1, 3]);
  expect(ids(sortGames(games, 'za', now))).toEqual([3, 1, 2, 4]);
});

it('Newest by release date, ties by name', () => {
  expect(ids(sortGames(games, 'newest', now))).toEqual([4, 2, 3, 1]);
});

it('Top Jackpots by the shown amount, multipliers included', () => {
  expect(ids(sortGames(games, 'jackpot', now)).slice(0, 2)).toEqual([3, 1]);
});

it('default keeps the list order and never mutates the input', () => {
  const copy = [...games];
  expect(ids(sortGames(games, 'default', now))).toEqual([1, 2, 3, 4]);
  sortGames(games, 'az', now);
  expect(games).toEqual(copy);
});

it('knows its sort keys', () => {
  expect(isSortKey('newest')).toBe(true);
  expect(isSortKey('random')).toBe(false);
});

it('sorts with one collator and dates as plain strings, never a locale comparison per pair', () => {
  const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
  try {
    expect(ids(sortGames(games, 'za', now))).toEqual([3, 1, 2, 4]);
    expect(ids(sortGames(games, 'newest', now))).toEqual([4, 2, 3, 1]);
    expect(localeCompare).not.toHaveBeenCalled();
  } finally {
    localeCompare.mockRestore();
  }
});
