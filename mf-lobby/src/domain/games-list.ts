// Which games a list page shows (docs/product-rules.md, "Routes"): category, sub group, theme,
// jackpot games, all games, one provider. Order is the list's own: sub-group order, else newest
// first.
import type { Game } from '@parlor/shared';
import { subGroupOrder } from './home-games';

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

function newestFirst(games: Game[]): Game[] {
  return games.sort((a, b) => b.release_date.localeCompare(a.release_date) || a.id - b.id);
}

/** A slug from the URL turned into a title when the catalogue has no name for it. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
