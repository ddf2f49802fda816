import type { Tournament } from '../types/entities';

// The status rules of a tournament card (docs/tournaments.md, "Status and countdown").

/** Which list the controller put the tournament in. */
export type TournamentList = 'active' | 'upcoming' | 'finished';

export type TournamentDisplay =
  | { kind: 'live'; endsInMs: number }
  | { kind: 'starts'; startsInMs: number }
  | { kind: 'dates'; from: number | null; to: number | null };

export interface TournamentWindow {
  start: number | null;
  end: number | null;
}

const LIVE_STATUSES = new Set(['active', 'running']);
const FINISHED_STATUSES = new Set(['archived', 'finished']);

function parseIso(value: string | null | undefined): number | null {
  if (!value) return null;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : null;
}

/**
 * The window of the tournament's current or next run: the first schedule entry's start and end;
 * a recurring one whose next run is announced (`next_upcoming_startdate`) keeps the run's length.
 */
export function tournamentWindow(t: Pick<Tournament, 'schedule'>, now: number): TournamentWindow {
  const entry = t.schedule[0];
  if (!entry) return { start: null, end: null };
  const start = parseIso(entry.start_at_iso);
  const end = parseIso(entry.end_at_iso);
  const next = parseIso(entry.next_upcoming_startdate);
  if (next !== null && start !== null && end !== null && end <= now && next > start) {
    return { start: next, end: next + (end - start) };
  }
  return { start, end };
}

/** The list a tournament belongs to from its status value (the list the answer used otherwise). */
export function listOfStatus(status: string, fallback: TournamentList): TournamentList {
  if (LIVE_STATUSES.has(status)) return 'active';
  if (status === 'upcoming') return 'upcoming';
  if (FINISHED_STATUSES.has(status)) return 'finished';
  return fallback;
}

/**
 * What the card shows at `now`: live with the time to the end; upcoming with the time to the
 * start, which turns into live with the time to the end once the start is reached (no reload);
 * finished with its from and to dates.
 */
export function tournamentDisplay(
  t: Pick<Tournament, 'schedule' | 'status'>,
  list: TournamentList,
  now: number,
): TournamentDisplay {
  const { start, end } = tournamentWindow(t, now);
  const kind = listOfStatus(t.status, list);
  if (kind === 'finished') return { kind: 'dates', from: start, to: end };
  if (kind === 'upcoming' && start !== null && now < start) {
    return { kind: 'starts', startsInMs: start - now };
  }
  if (end === null) return { kind: 'live', endsInMs: 0 };
  return { kind: 'live', endsInMs: Math.max(0, end - now) };
}

/** What a card shows a tournament as. */
export type ShownState = 'live' | 'upcoming' | 'finished';

/** The state the card shows now (an upcoming one turns live at its start). */
export function shownState(
  t: Pick<Tournament, 'schedule' | 'status'>,
  list: TournamentList,
  now: number,
): ShownState {
  const display = tournamentDisplay(t, list, now);
  return display.kind === 'live' ? 'live' : display.kind === 'starts' ? 'upcoming' : 'finished';
}

/** The list whose button a card in that state offers (tournamentAction). */
export const LIST_OF_SHOWN: Readonly<Record<ShownState, TournamentList>> = {
  live: 'active',
  upcoming: 'upcoming',
  finished: 'finished',
};

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left (elapsed time: a DST change is not a jump). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** When the next change of the display happens (for the next tick), in ms from `now`. */
export function nextTickMs(ms: number): number {
  const rest = ms % 1000;
  return rest === 0 ? 1000 : rest;
}
