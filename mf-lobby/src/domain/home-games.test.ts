import type { Game } from '@parlor/shared';
import { pickNewGames, pickPopular } from './home-games';
import { isTileVisible } from '@parlor/shared';
import { makeGame } from '@parlor/shared/testing';

const game = (over: Partial<Game>): Game =>
  makeGame({
    name: 'Game',
    display_name: 'Game',
    shortname: 'game',
    release_date: '2020-01-01',
    ...over,
  });

describe('pickNewGames', () => {
  it('returns the newest games first, at most the limit', () => {
    const games = [
      game({ id: 1, name: 'Old', release_date: '2019-05-01' }),
      game({ id: 2, name: 'Newest', release_date: '2024-02-01' }),
      game({ id: 3, name: 'Mid', release_date: '2022-01-01' }),
    ];
    expect(pickNewGames(games, 2).map((g) => g.name)).toEqual(['Newest', 'Mid']);
  });

  it('shows up to 10 releases by default, the 3 most recent first', () => {
    const games = Array.from({ length: 12 }, (_, i) =>
      game({
        id: i + 1,
        name: `G${i + 1}`,
        release_date: `2024-${String(i + 1).padStart(2, '0')}-01`,
      }),
    );
    const names = pickNewGames(games).map((g) => g.name);
    expect(names).toHaveLength(10);
    expect(names.slice(0, 3)).toEqual(['G12', 'G11', 'G10']);
  });

  it('orders the same release day by name and equals a full sort, whatever the input order', () => {
    const games = Array.from({ length: 60 }, (_, i) =>
      game({
        id: i + 1,
        name: `N${(i * 37) % 60}`,
        release_date: `2024-0${(i * 7) % 5}-1${i % 3}`,
      }),
    );
    const plain = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
    const sorted = [...games].sort(
      (a, b) => plain(b.release_date, a.release_date) || plain(a.name, b.name),
    );
    // no locale comparison: it would set up the browser's collator in home's first render
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    try {
      for (const limit of [1, 10, 59, 60, 80]) {
        expect(pickNewGames(games, limit)).toEqual(sorted.slice(0, limit));
        expect(pickNewGames([...games].reverse(), limit)).toEqual(sorted.slice(0, limit));
      }
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
    expect(pickNewGames(games, 0)).toEqual([]);
  });
});

describe('pickPopular', () => {
  const popular = (id: number, order: number) =>
    game({
      id,
      name: `P${id}`,
      sub_groups: ['popular'],
      sub_groups_with_sort: [{ name: 'popular', order }],
    });

  it('keeps only popular games, in sub-group order, when there are few', () => {
    const games = [popular(1, 3), game({ id: 9 }), popular(2, 1)];
    expect(pickPopular(games, 12).map((g) => g.id)).toEqual([2, 1]);
  });

  it('samples exactly the limit of distinct games when there are more', () => {
    const games = Array.from({ length: 30 }, (_, i) => popular(i + 1, i));
    const picked = pickPopular(games, 12, () => 0.5);
    expect(picked).toHaveLength(12);
    expect(new Set(picked.map((g) => g.id)).size).toBe(12);
  });
});

describe('isTileVisible', () => {
  it('never shows the sportsbook game', () => {
    const g = game({ shortname: 'first-sportsbook' });
    expect(isTileVisible(g, { isFusion: true, loggedIn: true })).toBe(false);
  });
  it('hides synth games from guests outside fusion only', () => {
    const g = game({ synth: 1 });
    expect(isTileVisible(g, { isFusion: false, loggedIn: false })).toBe(false);
    expect(isTileVisible(g, { isFusion: false, loggedIn: true })).toBe(true);
    expect(isTileVisible(g, { isFusion: true, loggedIn: false })).toBe(true);
  });
});
