import { type Game, sample, subGroupOrder } from '@parlor/shared';

/** Home samples and blocks (docs/product-rules.md, "Lobby lists"). */
export const HOME_LIMITS = {
  /**
   * the New Games block: up to 10, newest release first, from the whole (visible) catalogue, so
   * the general list's 3 most recent lead it
   */
  newGames: 10,
  popular: 12,
  recent: 12,
  perSection: 10,
  topJackpots: 10,
} as const;

export const POPULAR_SUB_GROUP = 'popular';

/** Whether `a` comes before `b` in New Games: the newer release, then (same day) by name. */
function isNewer(a: Game, b: Game): boolean {
  // ISO dates (YYYY-MM-DD) order as plain strings. Names too, here: any stable order will do for
  // a day's releases, and a locale comparison would set up the browser's collator in home's first
  // render (about 10 ms, four times that on a phone).
  if (a.release_date !== b.release_date) return a.release_date > b.release_date;
  return a.name < b.name;
}

/**
 * Newest first by release date (ties by name, so the order is stable), at most `limit`. One pass
 * that keeps the best `limit` in order: it runs in home's first render, and sorting the whole
 * catalogue there cost 20 ms at a few hundred games, far more at ten thousand.
 */
export function pickNewGames(games: readonly Game[], limit: number = HOME_LIMITS.newGames): Game[] {
  const best: Game[] = [];
  if (limit <= 0) return best;
  for (const game of games) {
    if (best.length === limit) {
      if (!isNewer(game, best[limit - 1]!)) continue;
      best.pop();
    }
    let at = best.length;
    while (at > 0 && isNewer(game, best[at - 1]!)) at--;
    best.splice(at, 0, game);
  }
  return best;
}

/**
 * Popular block: games of the popular sub group; when more than `limit` exist, `limit` chosen at
 * random (docs/product-rules.md, "Lobby lists"), otherwise all of them in their sub-group order.
 */
export function pickPopular(
  games: readonly Game[],
  limit: number = HOME_LIMITS.popular,
  random: () => number = Math.random,
): Game[] {
  const popular = games
    .filter((g) => g.sub_groups.includes(POPULAR_SUB_GROUP))
    .sort((a, b) => subGroupOrder(a, POPULAR_SUB_GROUP) - subGroupOrder(b, POPULAR_SUB_GROUP));
  if (popular.length <= limit) return popular;
  return sample(popular, limit, random);
}
