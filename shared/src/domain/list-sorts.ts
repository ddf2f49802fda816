// The sorts a games list offers (docs/product-rules.md, "Lobby lists"). The lobby's sort select
// offers them; the site's page paints the same select for a guest's first screen.
import type { Game } from '../types/entities';

export type SortKey = 'default' | 'az' | 'za' | 'newest' | 'jackpot';

/** Top Jackpots is offered only when some game has a jackpot above 0. */
export function availableSorts(games: readonly Game[]): SortKey[] {
  const sorts: SortKey[] = ['default', 'az', 'za', 'newest'];
  if (games.some((g) => g.jackpot > 0)) sorts.push('jackpot');
  return sorts;
}
