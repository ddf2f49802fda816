import type {
  Tournament,
  TournamentLeaderboardEntry,
  TournamentScheduleEntry,
  TournamentsResponse,
} from '@parlor/shared';

// The controller's tournaments answer is checked before use: a malformed entry is dropped, a
// malformed answer is an error (the page then offers Retry).

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function scheduleEntry(v: unknown): TournamentScheduleEntry | null {
  if (!isRecord(v)) return null;
  return {
    start_at_iso: str(v.start_at_iso),
    end_at_iso: str(v.end_at_iso),
    next_upcoming_startdate:
      typeof v.next_upcoming_startdate === 'string' ? v.next_upcoming_startdate : null,
  };
}

function leaderboardEntry(v: unknown): TournamentLeaderboardEntry | null {
  if (!isRecord(v) || typeof v.rank !== 'number' || typeof v.alias !== 'string') return null;
  return { rank: v.rank, alias: v.alias, points: num(v.points), me: v.me === true };
}

export function parseTournament(v: unknown): Tournament | null {
  if (!isRecord(v) || typeof v.id !== 'number' || typeof v.name !== 'string') return null;
  const content = isRecord(v.content) ? v.content : {};
  const tournament: Tournament = {
    id: v.id,
    shortname: str(v.shortname),
    name: v.name,
    provider: strings(v.provider),
    status: str(v.status),
    schedule: Array.isArray(v.schedule)
      ? v.schedule.map(scheduleEntry).filter((e): e is TournamentScheduleEntry => e !== null)
      : [],
    prize_pool: num(v.prize_pool),
    archives_at: str(v.archives_at),
    desktop_image: str(v.desktop_image),
    mobile_image: str(v.mobile_image),
    tournament_desktop_image: str(v.tournament_desktop_image),
    tournament_mobile_image: str(v.tournament_mobile_image),
    terms: str(v.terms),
    associated_games: strings(v.associated_games),
    paid_places: num(v.paid_places),
    content: { left: str(content.left), right: str(content.right) },
  };
  if (typeof v.buy_in === 'number') tournament.buy_in = num(v.buy_in);
  if (Array.isArray(v.leaderboard)) {
    tournament.leaderboard = v.leaderboard
      .map(leaderboardEntry)
      .filter((e): e is TournamentLeaderboardEntry => e !== null);
  }
  return tournament;
}

const list = (v: unknown): Tournament[] | null =>
  Array.isArray(v) ? v.map(parseTournament).filter((t): t is Tournament => t !== null) : null;

/** The answer when it has the three lists, else null. */
export function parseTournamentsAnswer(v: unknown): TournamentsResponse | null {
  if (!isRecord(v)) return null;
  const active = list(v.active_tournaments);
  const upcoming = list(v.upcoming_tournaments);
  const finished = list(v.finished_tournaments);
  if (!active || !upcoming || !finished) return null;
  return {
    active_tournaments: active,
    upcoming_tournaments: upcoming,
    finished_tournaments: finished,
  };
}
