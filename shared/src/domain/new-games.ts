// Home's New Games (docs/product-rules.md, "Lobby lists"): the newest releases of the whole
// visible catalogue. The lobby shows them; the site's page paints them first.
import type { Game } from '../types/entities';

/** New Games shows up to 10, so the general list's 3 most recent lead it. */
export const NEW_GAMES_LIMIT = 10;

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
export function pickNewGames(games: readonly Game[], limit: number = NEW_GAMES_LIMIT): Game[] {
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
