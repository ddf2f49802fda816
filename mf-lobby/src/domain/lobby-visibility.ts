// The lobby's visibility rules beside isTileVisible (docs/product-rules.md, "Game visibility").
import {
  dedupeByShortname,
  type Game,
  isTileVisible,
  SPORTSBOOK_PROVIDER,
  type VisibilityContext,
} from '@parlor/shared';

/** specialty-games is not a fusion category; live-dealer is a fusion-only category. */
export function isCategoryAvailable(category: string, isFusion: boolean): boolean {
  if (category === 'specialty-games') return !isFusion;
  if (category === 'live-dealer') return isFusion;
  return true;
}

/** The sportsbook provider is hidden from the providers grid and filters. */
export function isProviderListed(provider: string): boolean {
  return provider !== SPORTSBOOK_PROVIDER;
}

/**
 * The games a list may show as tiles: visible ones (isTileVisible), in a category available to
 * the variant.
 */
export function visibleGames(games: readonly Game[], ctx: VisibilityContext): Game[] {
  return games.filter(
    (g) => isTileVisible(g, ctx) && isCategoryAvailable(g.category, ctx.isFusion),
  );
}

/** One tile per shortname in fusion (the game page offers the providers); all otherwise. */
export function tilesOf(games: readonly Game[], isFusion: boolean): Game[] {
  return isFusion ? dedupeByShortname(games) : [...games];
}
