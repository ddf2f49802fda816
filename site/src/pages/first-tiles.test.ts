import { makeGame } from '@parlor/shared/testing';
import type { Game } from '@parlor/shared/types';
import { firstTiles, type FirstTilesInput } from './first-tiles';

const firstTileImages = (input: FirstTilesInput) =>
  (firstTiles(input)?.tiles ?? []).map((tile) => tile.image);

const games = [
  makeGame({ id: 1, shortname: 'old', release_date: '2020-01-01' }),
  makeGame({ id: 2, shortname: 'new', provider: 'netent', release_date: '2025-01-01' }),
  makeGame({ id: 3, shortname: 'new', provider: 'nova', release_date: '2025-01-01' }),
  makeGame({ id: 4, shortname: 'synth', release_date: '2024-06-01', synth: 1 }),
  makeGame({ id: 5, shortname: 'mid', release_date: '2023-01-01' }),
  makeGame({ id: 6, shortname: 'mid-2', release_date: '2022-01-01' }),
  makeGame({ id: 7, shortname: 'live', category: 'live-dealer', release_date: '2025-02-01' }),
];
const input = (over: Partial<FirstTilesInput>): FirstTilesInput => ({
  pathname: '/category/online-slots',
  games,
  isFusion: false,
  loggedIn: false,
  assetsDomain: 'https://assets.test/',
  vertical: false,
  ...over,
});
const names = (urls: string[]) => urls.map((u) => u.split('/').slice(4, 6).join('/'));

describe('firstTiles', () => {
  it("a list's first four tiles, in the list's order, as the grid shows them to a guest", () => {
    expect(firstTileImages(input({}))).toEqual([
      'https://assets.test/games/new/netent/landscape.webp',
      'https://assets.test/games/new/nova/landscape.webp',
      'https://assets.test/games/mid/nova/landscape.webp',
      'https://assets.test/games/mid-2/nova/landscape.webp',
    ]);
  });

  it('follows who is looking and the variant: synth games for players, one tile per game in fusion', () => {
    expect(names(firstTileImages(input({ loggedIn: true })))).toEqual([
      'new/netent',
      'new/nova',
      'synth/nova',
      'mid/nova',
    ]);
    expect(names(firstTileImages(input({ isFusion: true })))).toEqual([
      'new/netent',
      'synth/nova',
      'mid/nova',
      'mid-2/nova',
    ]);
  });

  it('portrait images where the casino uses vertical thumbnails', () => {
    expect(firstTileImages(input({ vertical: true }))[0]).toMatch(/\/portrait\.webp$/);
  });

  it('none for a category the variant has not, an empty list, or a page that is not a list', () => {
    expect(firstTileImages(input({ pathname: '/category/live-dealer' }))).toEqual([]);
    expect(
      firstTileImages(input({ pathname: '/category/live-dealer', isFusion: true })),
    ).toHaveLength(1);
    expect(firstTileImages(input({ pathname: '/theme/nothing' }))).toEqual([]);
    expect(firstTileImages(input({ pathname: '/tournaments' }))).toEqual([]);
    expect(firstTileImages(input({ pathname: '/category/%E0%A4%A' }))).toEqual([]);
  });

  it('all games, jackpot games, a provider and a sub group are lists too', () => {
    expect(firstTileImages(input({ pathname: '/all-games' }))).toHaveLength(4);
    expect(names(firstTileImages(input({ pathname: '/providers/netent' })))).toEqual([
      'new/netent',
    ]);
    expect(firstTileImages(input({ pathname: '/jackpot-games' }))).toEqual([]);
    expect(firstTileImages(input({ pathname: '/subgroup/popular' }))).toEqual([]);
  });
});

describe('firstTiles, for the page to paint them', () => {
  it("carries each tile's name as the grid shows it", () => {
    const named = games.map((g) => ({ ...g, display_name: `Game ${g.id}` }));
    expect(firstTiles(input({ games: named }))?.tiles.map((t) => t.name)).toEqual([
      'Game 2',
      'Game 3',
      'Game 5',
      'Game 6',
    ]);
  });

  it('knows whether the list shows its filter bar: above 20 games with two options of a filter', () => {
    const many = (count: number, over: (i: number) => Partial<Game>) =>
      Array.from({ length: count }, (_, i) =>
        makeGame({ id: i + 1, shortname: `g-${i}`, ...over(i) }),
      );
    const twoProviders = (i: number) => ({ provider: i % 2 ? 'netent' : 'nova' });
    expect(firstTiles(input({ games: many(21, twoProviders) }))?.filterBar).toBe(true);
    expect(firstTiles(input({ games: many(20, twoProviders) }))?.filterBar).toBe(false);
    // 21 games of one provider with no features or themes: no dropdown, so no bar
    expect(firstTiles(input({ games: many(21, () => ({})) }))?.filterBar).toBe(false);
    expect(
      firstTiles(input({ games: many(21, (i) => ({ themes: [i % 2 ? 'gems' : 'space'] })) }))
        ?.filterBar,
    ).toBe(true);
  });
});
