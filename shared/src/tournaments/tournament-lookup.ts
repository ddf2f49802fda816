import type { Tournament, TournamentsResponse } from '../types/entities';
import type { TournamentList } from './tournament-status';

export interface FoundTournament {
  tournament: Tournament;
  list: TournamentList;
}

const slug = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The address of a tournament's detail page (by its shortname, readable and stable). */
export function tournamentPath(t: Pick<Tournament, 'shortname' | 'id'>): string {
  return `/tournaments/${encodeURIComponent(t.shortname || String(t.id))}`;
}

/** A tournament by id, shortname or name (case and accents ignored); null when none matches. */
export function findTournament(answer: TournamentsResponse, key: string): FoundTournament | null {
  const lists: [TournamentList, Tournament[]][] = [
    ['active', answer.active_tournaments],
    ['upcoming', answer.upcoming_tournaments],
    ['finished', answer.finished_tournaments],
  ];
  const wanted = key.trim();
  if (!wanted) return null;
  const wantedSlug = slug(wanted);
  const tests: ((t: Tournament) => boolean)[] = [
    (t) => /^\d+$/.test(wanted) && t.id === Number(wanted),
    (t) => t.shortname === wanted,
    (t) => t.name === wanted,
    (t) => slug(t.shortname) === wantedSlug || slug(t.name) === wantedSlug,
  ];
  for (const test of tests) {
    for (const [list, items] of lists) {
      const tournament = items.find(test);
      if (tournament) return { tournament, list };
    }
  }
  return null;
}
