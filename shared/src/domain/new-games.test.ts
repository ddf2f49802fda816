import type { Game } from '../types/entities';
import { makeGame } from '../test-utils/fixtures';
import { pickNewGames } from './new-games';

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
