// Which games a list page shows (docs/product-rules.md, "Routes"): category, sub group, theme,
// jackpot games, all games, one provider. Order is the list's own: sub-group order, else newest
// first. The lobby renders the lists; the server's page preloads their first tiles' images.
import type { Game } from '../types/entities';

/**
 * The first tiles of a list's grid load their images at once, with high priority (the server's
 * page preloads the same ones); the rest load lazily.
 */
export const EAGER_LIST_TILES = 4;

export type ListKind = 'category' | 'subgroup' | 'theme' | 'jackpot' | 'all' | 'provider';

export function gamesForList(kind: ListKind, value: string | undefined, games: readonly Game[]) {
  const v = value ?? '';
  switch (kind) {
    case 'category':
      return newestFirst(games.filter((g) => g.category === v));
    case 'subgroup':
      return games
        .filter((g) => g.sub_groups.includes(v))
        .sort((a, b) => subGroupOrder(a, v) - subGroupOrder(b, v) || a.id - b.id);
    case 'theme':
      return newestFirst(games.filter((g) => g.themes.includes(v)));
    case 'jackpot':
      return games
        .filter((g) => g.jackpot > 0)
        .sort((a, b) => b.jackpot - a.jackpot || a.id - b.id);
    case 'provider':
      return newestFirst(games.filter((g) => g.provider === v));
    case 'all':
      return newestFirst([...games]);
    default:
      return [];
  }
}

/**
 * Newer release first. Release dates are ISO dates (YYYY-MM-DD), which order as plain strings: a
 * locale comparison gives the same order, but its first call sets up the browser's collator
 * (about 10 ms, four times that on a phone) in the first screen's render.
 */
export function byNewestRelease(a: Game, b: Game): number {
  return a.release_date === b.release_date ? 0 : a.release_date < b.release_date ? 1 : -1;
}

function newestFirst(games: Game[]): Game[] {
  return games.sort((a, b) => byNewestRelease(a, b) || a.id - b.id);
}

/** A game's place in a sub group (its order there; last when it has none). */
export function subGroupOrder(game: Game, subGroup: string): number {
  return (
    game.sub_groups_with_sort.find((s) => s.name === subGroup)?.order ?? Number.MAX_SAFE_INTEGER
  );
}
