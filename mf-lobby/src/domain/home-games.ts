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
