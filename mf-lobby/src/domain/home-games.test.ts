import type { Game } from '@parlor/shared';
import { pickPopular } from './home-games';
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
