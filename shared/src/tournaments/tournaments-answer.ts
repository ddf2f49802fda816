import type {
  Tournament,
  TournamentLeaderboardEntry,
  TournamentScheduleEntry,
  TournamentsResponse,
} from '../types/entities';
import { serverTimeToIso } from './server-time';

// The controller's tournaments answer is checked before use: a malformed entry is dropped, a
// malformed answer is an error (the page then offers Retry). A tournament comes in either of the
// spec's two forms (the fusion form, or `tournament_id`, `tournament_name`, ..., `image_webp`);
// both become one Tournament here, so the pages know only one.

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** A number, or a string that is one ("25000.00": operators send both). */
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
/** A whole positive id, given as a number or as its digits. */
const idOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];

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

/** The reference controller's extras, in either form. */
function withExtras(tournament: Tournament, v: Record<string, unknown>): Tournament {
  if (v.buy_in !== undefined && v.buy_in !== null) tournament.buy_in = Math.max(0, num(v.buy_in));
  if (typeof v.joined === 'boolean') tournament.joined = v.joined;
  if (Array.isArray(v.leaderboard)) {
    tournament.leaderboard = v.leaderboard
      .map(leaderboardEntry)
      .filter((e): e is TournamentLeaderboardEntry => e !== null);
  }
  return tournament;
}

function fusionForm(v: Record<string, unknown>, id: number, name: string): Tournament {
  const content = isRecord(v.content) ? v.content : {};
  return {
    id,
    shortname: str(v.shortname),
    name,
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
}

/** The other form: dates (server time when they carry no offset) and one image (webp, else png). */
function otherForm(v: Record<string, unknown>, id: number, name: string): Tournament {
  const image = str(v.image_webp) || str(v.image_png);
  const start = serverTimeToIso(v.tournament_start_date);
  const end = serverTimeToIso(v.tournament_end_date);
  return {
    id,
    shortname: str(v.shortname),
    name,
    provider: strings(v.provider),
    status: str(v.status),
    schedule:
      start || end ? [{ start_at_iso: start, end_at_iso: end, next_upcoming_startdate: null }] : [],
    prize_pool: num(v.prize_pool),
    archives_at: '',
    desktop_image: image,
    mobile_image: image,
    tournament_desktop_image: image,
    tournament_mobile_image: '',
    terms: str(v.terms),
    associated_games: strings(v.associated_games),
    paid_places: num(v.paid_places),
    content: { left: '', right: '' },
  };
}

/** One tournament in either form, or null when it has no id or no name. */
export function parseTournament(v: unknown): Tournament | null {
  if (!isRecord(v)) return null;
  const fusionId = idOf(v.id);
  const fusionName = str(v.name).trim();
  if (fusionId !== null && fusionName) return withExtras(fusionForm(v, fusionId, fusionName), v);
  const otherId = idOf(v.tournament_id);
  const otherName = str(v.tournament_name).trim();
  if (otherId !== null && otherName) return withExtras(otherForm(v, otherId, otherName), v);
  return null;
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
