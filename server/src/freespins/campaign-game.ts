// The campaign's game of a casino: worked out once per catalogue (a catalogue object is one
// version of the games), in one pass, so a free spins call costs the same at 10,000 games as at 800.
import type { Game } from '@parlor/shared/types';
import type { Catalogue } from '../catalogue/generate-catalogue';

/** A plain playable slot offered by one provider only; the lowest id wins (the same every day). */
export function pickCampaignGame(catalogue: Pick<Catalogue, 'games' | 'meta'>): Game | null {
  const games = catalogue.games;
  const providers = new Map<string, number>();
  for (const g of games) providers.set(g.shortname, (providers.get(g.shortname) ?? 0) + 1);
  let best: Game | null = null;
  for (const g of games) {
    if (
      g.category === 'online-slots' &&
      g.game_lock === 0 &&
      g.synth === 0 &&
      g.pre_release === 0 &&
      g.provider !== 'sportsbook' &&
      catalogue.meta.get(g.id)?.launch === 'ok' &&
      providers.get(g.shortname) === 1 &&
      (best === null || g.id < best.id)
    ) {
      best = g;
    }
  }
  return best;
}

const kept = new WeakMap<object, Game | null>();

/** The campaign's game in this casino, kept per catalogue. */
export function dfsGame(catalogue: Catalogue): Game | null {
  if (kept.has(catalogue)) return kept.get(catalogue)!;
  const game = pickCampaignGame(catalogue);
  kept.set(catalogue, game);
  return game;
}
