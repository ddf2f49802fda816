import { makeGame } from '../test-utils/fixtures';
import { gamesForList, subGroupOrder } from './games-list';

const ids = (list: { id: number }[]) => list.map((g) => g.id);
const games = [
  makeGame({ id: 1, release_date: '2024-01-01', themes: ['egypt'], jackpot: 10 }),
  makeGame({
    id: 2,
    release_date: '2025-06-01',
    category: 'table-games',
    sub_groups: ['popular'],
    sub_groups_with_sort: [{ name: 'popular', order: 2 }],
  }),
  makeGame({
    id: 3,
    release_date: '2025-06-01',
    provider: 'netent',
    sub_groups: ['popular'],
    sub_groups_with_sort: [{ name: 'popular', order: 1 }],
    jackpot: 500,
  }),
  makeGame({ id: 4, release_date: '2023-03-01', sub_groups: ['popular'], themes: ['egypt'] }),
];

describe('gamesForList', () => {
  it('category, theme, provider and all games: newest first, then by id', () => {
    expect(ids(gamesForList('category', 'online-slots', games))).toEqual([3, 1, 4]);
    expect(ids(gamesForList('theme', 'egypt', games))).toEqual([1, 4]);
    expect(ids(gamesForList('provider', 'netent', games))).toEqual([3]);
    expect(ids(gamesForList('all', undefined, games))).toEqual([2, 3, 1, 4]);
  });

  it("sub group: the sub group's own order, games without one last", () => {
    expect(ids(gamesForList('subgroup', 'popular', games))).toEqual([3, 2, 4]);
    expect(subGroupOrder(games[3]!, 'popular')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('jackpot games: largest jackpot first, only games with one', () => {
    expect(ids(gamesForList('jackpot', undefined, games))).toEqual([3, 1]);
  });

  it('orders by release date without a locale comparison (no collator in the first render)', () => {
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    try {
      expect(ids(gamesForList('all', undefined, games))).toEqual([2, 3, 1, 4]);
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });

  it('leaves the catalogue it was given in its order', () => {
    gamesForList('all', undefined, games);
    expect(ids(games)).toEqual([1, 2, 3, 4]);
  });
});
