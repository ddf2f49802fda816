import { makeGame } from '../test-utils/fixtures';
import { isCategoryAvailable, tilesOf, visibleGames } from './game-visibility';

const games = [
  makeGame({ id: 1, shortname: 'a' }),
  makeGame({ id: 2, shortname: 'first-sportsbook', provider: 'sportsbook' }),
  makeGame({ id: 3, shortname: 'synth', synth: 1 }),
  makeGame({ id: 4, shortname: 'spec', category: 'specialty-games' }),
  makeGame({ id: 5, shortname: 'live', category: 'live-dealer' }),
  makeGame({ id: 6, shortname: 'a', provider: 'other' }),
];
const ids = (list: { id: number }[]) => list.map((g) => g.id);

it('categories by variant: specialty-games not in fusion, live-dealer only in fusion', () => {
  expect(isCategoryAvailable('specialty-games', true)).toBe(false);
  expect(isCategoryAvailable('specialty-games', false)).toBe(true);
  expect(isCategoryAvailable('live-dealer', true)).toBe(true);
  expect(isCategoryAvailable('live-dealer', false)).toBe(false);
  expect(isCategoryAvailable('online-slots', false)).toBe(true);
});

it('fusion: no sportsbook tile, synth shown to guests, no specialty games', () => {
  expect(ids(visibleGames(games, { isFusion: true, loggedIn: false }))).toEqual([1, 3, 5, 6]);
});

it('single provider: synth games hidden from guests, shown to players; no live dealer', () => {
  expect(ids(visibleGames(games, { isFusion: false, loggedIn: false }))).toEqual([1, 4, 6]);
  expect(ids(visibleGames(games, { isFusion: false, loggedIn: true }))).toEqual([1, 3, 4, 6]);
});

it('one tile per shortname in fusion only', () => {
  expect(ids(tilesOf(games, true))).toEqual([1, 2, 3, 4, 5]);
  expect(ids(tilesOf(games, false))).toHaveLength(6);
});
