import type { TournamentList } from './tournament-status';

export type TournamentAction = 'participate' | 'buy_in' | 'enter' | 'remind' | 'learn_more';

/**
 * The card's button: finished ones offer Learn more; upcoming ones Remind Me; a live one asks a
 * guest to participate (log in), a player to buy in when it has a buy-in, else to enter.
 */
export function tournamentAction(
  list: TournamentList,
  opts: { loggedIn: boolean; buyIn: number },
): TournamentAction {
  if (list === 'finished') return 'learn_more';
  if (list === 'upcoming') return 'remind';
  if (!opts.loggedIn) return 'participate';
  return opts.buyIn > 0 ? 'buy_in' : 'enter';
}
