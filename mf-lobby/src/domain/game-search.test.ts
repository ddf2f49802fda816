import { makeGame } from '@parlor/shared/testing';
import {
  buildSearchIndex,
  normalizeSearchText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  searchAction,
  searchGames,
  searchIndex,
} from './game-search';

const games = [
  makeGame({ id: 1, name: 'Golden Reels', display_name: 'Golden Reels', provider: 'netent' }),
  makeGame({ id: 2, name: 'Café Olé', display_name: 'Café Olé', provider: 'red-tiger' }),
  makeGame({ id: 3, name: 'book_of_x', display_name: 'Book of Shadows', provider: 'play-n-go' }),
  makeGame({ id: 4, name: 'Space Cats', display_name: 'Space Cats', provider: 'hacksaw-gaming' }),
];
const ids = (list: { id: number }[]) => list.map((g) => g.id);

describe('searchAction', () => {
  it('searches from 3 characters, resets when empty, ignores 1-2 characters', () => {
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(searchAction('')).toBe('reset');
    expect(searchAction('   ')).toBe('reset');
    expect(searchAction('g')).toBe('ignore');
    expect(searchAction('go')).toBe('ignore');
    expect(searchAction(' go ')).toBe('ignore');
    expect(searchAction('gol')).toBe('search');
  });
});

describe('matching', () => {
  it('matches names case-insensitively', () => {
    expect(ids(searchGames(games, 'GOLDEN'))).toEqual([1]);
  });

  it('ignores accents on either side', () => {
    expect(ids(searchGames(games, 'cafe ole'))).toEqual([2]);
    expect(ids(searchGames(games, 'Olé'))).toEqual([2]);
    expect(ids(searchGames(games, 'góldén'))).toEqual([1]);
    expect(normalizeSearchText('  Ça  Va-Bien ')).toBe('ca va bien');
  });

  it('matches display names as well as names', () => {
    expect(ids(searchGames(games, 'shadows'))).toEqual([3]);
    expect(ids(searchGames(games, 'book of x'))).toEqual([3]);
  });

  it('matches provider display names and shortnames', () => {
    expect(ids(searchGames(games, 'netent'))).toEqual([1]);
    expect(ids(searchGames(games, "play'n go"))).toEqual([3]);
    expect(ids(searchGames(games, 'hacksaw gaming'))).toEqual([4]);
    expect(ids(searchGames(games, 'red tiger'))).toEqual([2]);
  });

  it('finds nothing for an unknown word and for an empty query', () => {
    expect(searchGames(games, 'zzzz')).toEqual([]);
    expect(searchIndex(buildSearchIndex(games), '  ')).toEqual([]);
  });

  it('an index finds the matches among 10,000 games', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeGame({ id: i, name: `Game ${i}`, display_name: `Game ${i}` }),
    );
    const index = buildSearchIndex(many);
    const found = searchIndex(index, 'game 99');
    expect(found.length).toBe(111); // 99, 990-999, 9900-9999
  });
});
