import type { Game } from '../types/entities';

/** The sportsbook game is launched from its own route, never shown as a tile (spec section 3). */
export const SPORTSBOOK_GAME = 'first-sportsbook';

export interface VisibilityContext {
  isFusion: boolean;
  loggedIn: boolean;
}

/**
 * Whether a game may appear as a tile in a list (spec sections 3 and 5): never the sportsbook
 * game; synth games only for logged-in players outside the fusion variant.
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
