import { makeGame } from '../test-utils/fixtures';
import {
  favoriteGames,
  isFavoriteGame,
  parseFavoriteQuery,
  PENDING_FAVORITE_KEY,
  readPendingFavorite,
  storePendingFavorite,
  takePendingFavorite,
  withoutFavorite,
} from './favorites';

const favs = [
  { shortname: 'book-of-shadows', provider: 'red-tiger' },
  { shortname: 'golden', provider: 'netent' },
];

it('fusion matches shortname and provider; elsewhere the shortname alone', () => {
  const playNGo = makeGame({ shortname: 'book-of-shadows', provider: 'play-n-go' });
  expect(isFavoriteGame(favs, playNGo, true)).toBe(false);
  expect(isFavoriteGame(favs, playNGo, false)).toBe(true);
  expect(isFavoriteGame(favs, { shortname: 'book-of-shadows', provider: 'red-tiger' }, true)).toBe(
    true,
  );
});

it('fusion removal filters on shortname and provider', () => {
  const both = [...favs, { shortname: 'book-of-shadows', provider: 'play-n-go' }];
  expect(
    withoutFavorite(both, { shortname: 'book-of-shadows', provider: 'red-tiger' }, true),
  ).toEqual([favs[1], { shortname: 'book-of-shadows', provider: 'play-n-go' }]);
  expect(withoutFavorite(both, { shortname: 'book-of-shadows', provider: 'x' }, false)).toEqual([
    favs[1],
  ]);
});

it('lists favorite games by release date, newest first', () => {
  const games = [
    makeGame({ id: 1, shortname: 'golden', provider: 'netent', release_date: '2020-01-01' }),
    makeGame({
      id: 2,
      shortname: 'book-of-shadows',
      provider: 'red-tiger',
      release_date: '2023-01-01',
    }),
    makeGame({
      id: 3,
      shortname: 'book-of-shadows',
      provider: 'play-n-go',
      release_date: '2024-01-01',
    }),
    makeGame({ id: 4, shortname: 'other', provider: 'netent', release_date: '2025-01-01' }),
  ];
  expect(favoriteGames(games, favs, true).map((g) => g.id)).toEqual([2, 1]);
  // outside fusion, one entry per shortname
  expect(favoriteGames(games, favs, false).map((g) => g.id)).toEqual([2, 1]);
});

it('reads ?fav={game}&by={provider}, refusing malformed values', () => {
  expect(parseFavoriteQuery('?fav=golden&by=netent')).toEqual({
    shortname: 'golden',
    provider: 'netent',
  });
  expect(parseFavoriteQuery('?fav=golden')).toEqual({ shortname: 'golden', provider: '' });
  expect(parseFavoriteQuery('?by=netent')).toBeNull();
  expect(parseFavoriteQuery('?fav=<script>&by=x')).toBeNull();
  expect(parseFavoriteQuery('?fav=ok&by=../x')).toBeNull();
});

it('keeps the pending favorite until taken once', () => {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  storePendingFavorite({ shortname: 'golden', provider: 'netent' }, storage);
  expect(data.has(PENDING_FAVORITE_KEY)).toBe(true);
  expect(readPendingFavorite(storage)).toEqual({ shortname: 'golden', provider: 'netent' });
  expect(takePendingFavorite(storage)).toEqual({ shortname: 'golden', provider: 'netent' });
  expect(takePendingFavorite(storage)).toBeNull();
  data.set(PENDING_FAVORITE_KEY, 'not json');
  expect(readPendingFavorite(storage)).toBeNull();
});
