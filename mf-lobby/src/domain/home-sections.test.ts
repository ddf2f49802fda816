import { makeGame } from '@parlor/shared/testing';
import {
  sampleSubGroup,
  topJackpots,
  totalJackpot,
  homeTotalJackpot,
  serverTotalJackpot,
} from './home-sections';
import { gamesForList } from '@parlor/shared';

const now = new Date('2025-01-10T15:00:00Z');

describe('home sections', () => {
  it('samples up to 10 games of a sub group', () => {
    const games = Array.from({ length: 30 }, (_, i) =>
      makeGame({ id: i, sub_groups: i % 3 === 0 ? ['top-slots'] : [] }),
    );
    const picked = sampleSubGroup(games, 'top-slots');
    expect(picked).toHaveLength(10);
    expect(picked.every((g) => g.sub_groups.includes('top-slots'))).toBe(true);
    expect(sampleSubGroup(games.slice(0, 6), 'top-slots')).toHaveLength(2);
  });

  it('top jackpots: 10 biggest shown amounts; total sums shown amounts', () => {
    const games = Array.from({ length: 14 }, (_, i) => makeGame({ id: i, jackpot: i * 10 }));
    games.push(
      makeGame({
        id: 99,
        jackpot: 50.5,
        jackpot_multiplier: { type: 'multiplier', multipliers: { value: 3 }, schedule: null },
      }),
    );
    const top = topJackpots(games, now);
    expect(top).toHaveLength(10);
    expect(top[0]!.id).toBe(99);
    expect(top.every((g) => g.jackpot > 0)).toBe(true);
    expect(totalJackpot(games, now)).toBe(910 + 151.5);
  });
});

describe('gamesForList', () => {
  const games = [
    makeGame({ id: 1, category: 'online-slots', release_date: '2020-01-01', themes: ['space'] }),
    makeGame({
      id: 2,
      category: 'table-games',
      release_date: '2022-01-01',
      sub_groups: ['popular'],
      sub_groups_with_sort: [{ name: 'popular', order: 2 }],
    }),
    makeGame({
      id: 3,
      category: 'online-slots',
      release_date: '2021-01-01',
      jackpot: 5,
      provider: 'x',
      sub_groups: ['popular'],
      sub_groups_with_sort: [{ name: 'popular', order: 1 }],
    }),
  ];
  const ids = (list: { id: number }[]) => list.map((g) => g.id);

  it('selects by category, sub group (in its order), theme, jackpot, provider, all', () => {
    expect(ids(gamesForList('category', 'online-slots', games))).toEqual([3, 1]);
    expect(ids(gamesForList('subgroup', 'popular', games))).toEqual([3, 2]);
    expect(ids(gamesForList('theme', 'space', games))).toEqual([1]);
    expect(ids(gamesForList('jackpot', undefined, games))).toEqual([3]);
    expect(ids(gamesForList('provider', 'x', games))).toEqual([3]);
    expect(ids(gamesForList('all', undefined, games))).toEqual([2, 3, 1]);
    expect(gamesForList('category', 'nope', games)).toEqual([]);
  });
});

describe('home total jackpot', () => {
  const store = (value: string | null) => ({
    getItem: () => value,
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  it("reads the server's stored total; none, blank or not a number is no total", () => {
    expect(serverTotalJackpot(store('2500.5'))).toBe(2500.5);
    expect(serverTotalJackpot(store(null))).toBeNull();
    expect(serverTotalJackpot(store(''))).toBeNull();
    expect(serverTotalJackpot(store('abc'))).toBeNull();
    expect(serverTotalJackpot(null)).toBeNull();
  });
  it("prefers the server's total over the sum of the shown jackpots", () => {
    const games = [makeGame({ id: 1, jackpot: 100 }), makeGame({ id: 2, jackpot: 50 })];
    const now = new Date('2024-01-01T00:00:00Z');
    expect(homeTotalJackpot(games, now, 9999)).toBe(9999);
    expect(homeTotalJackpot(games, now, null)).toBe(150);
  });
});
