// @parlor/shared/tournaments: the tournaments' rules, for the tournaments remote and the
// controller checker (plain functions, no React, no stores: bundled by each user, not lent by the
// shell, so pages without tournaments carry none of it). docs/tournaments.md has the rules.
export { parseTournament, parseTournamentsAnswer } from './tournaments/tournaments-answer';
export { serverTimeToIso } from './tournaments/server-time';
export {
  countdownParts,
  LIST_OF_SHOWN,
  listOfStatus,
  nextTickMs,
  shownState,
  tournamentDisplay,
  tournamentWindow,
  type CountdownParts,
  type ShownState,
  type TournamentDisplay,
  type TournamentList,
  type TournamentWindow,
} from './tournaments/tournament-status';
export { formatCountdown } from './tournaments/countdown-format';
export { formatPrize, formatScheduleDate } from './tournaments/prize-format';
export {
  findTournament,
  tournamentPath,
  type FoundTournament,
} from './tournaments/tournament-lookup';
export { tournamentAction, type TournamentAction } from './tournaments/tournament-action';
