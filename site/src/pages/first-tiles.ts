// The first tiles of a games list page. The grid loads its first four images at once with high
// priority; the page preloads the same images, so they download with the page instead of after
// the scripts have rendered the grid (the list's largest paint on a phone), and on a phone paints
// them itself where the grid will be (first-tiles-layer.ts). Same rules as the lobby's grid, from
// @parlor/shared: visibility, the list's order, one tile per game in fusion, the filter bar.
import type { Game } from '@parlor/shared/types';
import {
  EAGER_LIST_TILES,
  FILTER_TYPES,
  filterOptions,
  gameImageUrl,
  gamesForList,
  isCategoryAvailable,
  type ListKind,
  showFilterDropdown,
  showListFilterBar,
  tilesOf,
  visibleGames,
} from '@parlor/shared/server';

const LIST_PAGES: [RegExp, ListKind][] = [
  [/^\/category\/([^/]+)$/, 'category'],
  [/^\/subgroup\/([^/]+)$/, 'subgroup'],
  [/^\/theme\/([^/]+)$/, 'theme'],
  [/^\/providers\/([^/]+)$/, 'provider'],
  [/^\/all-games$/, 'all'],
  [/^\/jackpot-games$/, 'jackpot'],
];

export interface FirstTilesInput {
  pathname: string;
  games: readonly Game[];
  isFusion: boolean;
  loggedIn: boolean;
  assetsDomain: string;
  vertical: boolean;
}

export interface FirstTiles {
  kind: ListKind;
  /** the grid's first tiles: their webp image and the game's name */
  tiles: { image: string; name: string }[];
  /** whether the list shows its filter bar above the grid */
  filterBar: boolean;
}

/** The list a page path shows, with its category, sub group, theme or provider; null for others. */
export function listPage(pathname: string): { kind: ListKind; value: string | undefined } | null {
  for (const [test, kind] of LIST_PAGES) {
    const match = test.exec(pathname);
    if (!match) continue;
    try {
      return { kind, value: match[1] === undefined ? undefined : decodeURIComponent(match[1]) };
    } catch {
      return null;
    }
  }
  return null;
}

/** The first tiles of the list at `pathname`; null for other pages and lists without tiles. */
export function firstTiles(input: FirstTilesInput): FirstTiles | null {
  const page = listPage(input.pathname);
  if (!page) return null;
  const { kind, value } = page;
  const { isFusion, loggedIn } = input;
  if (kind === 'category' && value && !isCategoryAvailable(value, isFusion)) return null;
  const list = gamesForList(kind, value, visibleGames(input.games, { isFusion, loggedIn }));
  const tiles = tilesOf(list, isFusion);
  if (tiles.length === 0) return null;
  const options = filterOptions(list);
  return {
    kind,
    tiles: tiles.slice(0, EAGER_LIST_TILES).map((game) => ({
      image: gameImageUrl(
        input.assetsDomain,
        game,
        input.vertical ? 'portrait' : 'landscape',
        'webp',
      ),
      name: game.display_name,
    })),
    filterBar:
      showListFilterBar(tiles.length) &&
      FILTER_TYPES.some((type) => showFilterDropdown(options[type])),
  };
}
