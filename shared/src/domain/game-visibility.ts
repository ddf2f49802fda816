import type { Game } from '../types/entities';

/** The sportsbook game is launched from its own route, never shown as a tile. */
export const SPORTSBOOK_GAME = 'first-sportsbook';
/** The sportsbook's provider, hidden from the providers grid, the filters and random play. */
export const SPORTSBOOK_PROVIDER = 'sportsbook';

export interface VisibilityContext {
  isFusion: boolean;
  loggedIn: boolean;
}

/**
 * Whether a game may appear as a tile in a list (docs/product-rules.md, "Game visibility"): never
 * the sportsbook game; synth games only for logged-in players outside the fusion variant.
 */
export function isTileVisible(game: Game, ctx: VisibilityContext): boolean {
  if (game.shortname === SPORTSBOOK_GAME) return false;
  if (!ctx.isFusion && !ctx.loggedIn && game.synth === 1) return false;
  return true;
}

/** One tile per shortname: the game page picks the provider when several offer the game. */
export function dedupeByShortname(games: readonly Game[]): Game[] {
  const seen = new Set<string>();
  return games.filter((g) => (seen.has(g.shortname) ? false : (seen.add(g.shortname), true)));
}

/** specialty-games is not a fusion category; live-dealer is a fusion-only category. */
export function isCategoryAvailable(category: string, isFusion: boolean): boolean {
  if (category === 'specialty-games') return !isFusion;
  if (category === 'live-dealer') return isFusion;
  return true;
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
