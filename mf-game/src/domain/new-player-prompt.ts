import type { Player } from '@parlor/shared';

/** The 50 free spins prompt comes a minute into play (docs/free-spins.md, "The new-player gift"). */
export const NEW_PLAYER_PROMPT_MS = 60_000;

/**
 * A game page asks the free spins remote for the one-time 50 free spins prompt only for a player
 * of class new_player, in every casino; the remote then asks the server whether the offer is
 * still open.
 */
export function wantsNewPlayerPrompt(player: Pick<Player, 'class'> | null): boolean {
  return player?.class === 'new_player';
}
