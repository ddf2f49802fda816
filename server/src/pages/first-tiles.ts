// The first tiles of a games list page. The grid loads its first four images at once with high
// priority; the page preloads the same images, so they download with the page instead of after
// the scripts have rendered the grid (the list's largest paint on a phone). Same rules as the
// lobby's grid, from @parlor/shared: visibility, the list's order, one tile per game in fusion.
import type { Game } from '@parlor/shared/types';
import {
  EAGER_LIST_TILES,
  gameImageUrl,
  gamesForList,
  isCategoryAvailable,
  type ListKind,
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

/** The webp images of the first tiles of the list at `pathname`; none for other pages. */
export function firstTileImages(input: FirstTilesInput): string[] {
  const page = LIST_PAGES.map(([test, kind]) => [test.exec(input.pathname), kind] as const).find(
    ([match]) => match !== null,
  );
  if (!page) return [];
  const [match, kind] = page;
  let value: string | undefined;
  try {
    value = match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
  } catch {
    return [];
  }
  const { isFusion, loggedIn } = input;
  if (kind === 'category' && value && !isCategoryAvailable(value, isFusion)) return [];
  const list = gamesForList(kind, value, visibleGames(input.games, { isFusion, loggedIn }));
  return tilesOf(list, isFusion)
    .slice(0, EAGER_LIST_TILES)
    .map((game) =>
      gameImageUrl(input.assetsDomain, game, input.vertical ? 'portrait' : 'landscape', 'webp'),
    );
}
