// The demo tournaments of every casino, in every state, placed in time around the server's start
// (docs/controller.md, "Tournaments"). Statuses follow the clock: the upcoming run that starts a
// few minutes after start-up moves to the live list by itself.
import type { Game, Lang, Tournament } from '@parlor/shared/types';
import type { Catalogue } from '../catalogue/generate-catalogue';
import { EDGE } from '../catalogue/edge-cases';
import { gameKind } from '../games/launcher';
import { recurringStarts, toEasternIso } from './eastern-time';
import { tournamentCopy, type TournamentTheme } from './tournament-texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A finished tournament is archived this long after its end. */
export const ARCHIVE_AFTER_MS = 14 * DAY;
/** Default delay between start-up and the start of the upcoming run that flips. */
export const DEFAULT_FLIP_SECONDS = 180;

type Timing =
  | { kind: 'fixed'; startMs: number; durationMs: number }
  | { kind: 'recurring'; hour: number; minute: number; weekdays: number[]; durationMs: number };

interface SeedTournament {
  id: number;
  shortname: string;
  name: string;
  theme: TournamentTheme;
  prizePool: number;
  paidPlaces: number;
  buyIn?: number;
  timing: (flipMs: number) => Timing;
  /** which slice of the casino's playable slots it runs on */
  games: [offset: number, count: number];
}

const SEED: SeedTournament[] = [
  {
    id: 101,
    shortname: 'spring-spins-showdown',
    name: 'Spring Spins Showdown',
    theme: 'race',
    prizePool: 25000,
    paidPlaces: 10,
    timing: () => ({ kind: 'fixed', startMs: -2 * DAY, durationMs: 7 * DAY }),
    games: [0, 6],
  },
  {
    id: 102,
    shortname: 'high-roller-sprint',
    name: 'High Roller Sprint',
    theme: 'sprint',
    prizePool: 5000.75,
    paidPlaces: 5,
    buyIn: 5,
    timing: () => ({ kind: 'fixed', startMs: -2 * HOUR, durationMs: DAY }),
    games: [6, 4],
  },
  {
    id: 201,
    shortname: 'reel-royale',
    name: 'Reel Royale',
    theme: 'race',
    prizePool: 10000,
    paidPlaces: 20,
    timing: (flipMs) => ({ kind: 'fixed', startMs: flipMs, durationMs: 3 * DAY }),
    games: [2, 5],
  },
  {
    id: 202,
    shortname: 'friday-night-frenzy',
    name: 'Friday Night Frenzy',
    theme: 'recurring',
    prizePool: 7500,
    paidPlaces: 10,
    timing: () => ({ kind: 'recurring', hour: 20, minute: 0, weekdays: [5], durationMs: 4 * HOUR }),
    games: [10, 6],
  },
  {
    id: 203,
    shortname: 'daily-happy-hour',
    name: 'Daily Happy Hour',
    theme: 'recurring',
    prizePool: 1000,
    paidPlaces: 3,
    timing: () => ({ kind: 'recurring', hour: 18, minute: 0, weekdays: [], durationMs: 2 * HOUR }),
    games: [4, 4],
  },
  ...(
    [
      [301, 'winter-wins', 'Winter Wins', 3, 12000],
      [302, 'autumn-ace', 'Autumn Ace', 10, 8000],
      [303, 'summer-slam', 'Summer Slam', 17, 15000],
      [304, 'harvest-hustle', 'Harvest Hustle', 24, 6000],
      [305, 'midnight-masters', 'Midnight Masters', 31, 20000],
    ] as const
  ).map(([id, shortname, name, endedDaysAgo, prizePool], i): SeedTournament => ({
    id,
    shortname,
    name,
    theme: i % 2 ? 'classic' : 'race',
    prizePool,
    paidPlaces: 10,
    timing: () => ({
      kind: 'fixed',
      startMs: -(endedDaysAgo + 7) * DAY,
      durationMs: 7 * DAY,
    }),
    games: [i * 3, 5],
  })),
];

export type TournamentState = 'active' | 'upcoming' | 'finished';

export interface BookEntry {
  state: TournamentState;
  tournament: Tournament;
  /** the window the leaderboard counts bets in */
  window: { start: number; end: number };
  /** shortnames, names and providers of its games (the leaderboard counts bets by shortname) */
  games: Pick<Game, 'shortname' | 'name' | 'provider'>[];
}

/** Slots a tournament can run on: playable, visible to everyone, no special behaviour. */
function tournamentSlots(catalogue: Catalogue): Game[] {
  const special = new Set<string>([EDGE.mobileOnly, EDGE.invalidGame, EDGE.sportsbook]);
  return catalogue.games
    .filter(
      (g) =>
        gameKind(g) === 'slot' &&
        g.game_lock === 0 &&
        g.pre_release === 0 &&
        g.synth === 0 &&
        !special.has(g.shortname),
    )
    .sort((a, b) => a.id - b.id);
}

function pickGames(slots: Game[], [offset, count]: [number, number]): Game[] {
  if (slots.length === 0) return [];
  const seen = new Set<string>();
  const out: Game[] = [];
  for (let i = 0; out.length < Math.min(count, slots.length) && i < slots.length; i++) {
    const g = slots[(offset + i) % slots.length]!;
    if (seen.has(g.shortname)) continue;
    seen.add(g.shortname);
    out.push(g);
  }
  return out;
}

export const artPath = (shortname: string, kind: 'card' | 'card-mobile' | 'hero' | 'hero-mobile') =>
  `/api/tournaments/art/${shortname}/${kind}.svg`;

/** Every demo tournament of a casino at `now`, in the language asked. */
export function tournamentBook(opts: {
  catalogue: Catalogue;
  lang: Lang;
  startedAt: number;
  flipMs: number;
  now: number;
}): BookEntry[] {
  const { catalogue, lang, startedAt, flipMs, now } = opts;
  const slots = tournamentSlots(catalogue);
  return SEED.map((seed) => {
    const timing = seed.timing(flipMs);
    let start: number;
    let end: number;
    let next: number | null = null;
    if (timing.kind === 'fixed') {
      start = startedAt + timing.startMs;
      end = start + timing.durationMs;
    } else {
      const runs = recurringStarts(now, timing.hour, timing.minute, timing.weekdays);
      start = runs.previous;
      end = start + timing.durationMs;
      next = runs.next;
    }
    const live = now >= start && now < end;
    const state: TournamentState = live
      ? 'active'
      : next !== null || now < start
        ? 'upcoming'
        : 'finished';
    const archivesAt = end + ARCHIVE_AFTER_MS;
    const status = state === 'finished' ? (now >= archivesAt ? 'archived' : 'finished') : state;
    const games = pickGames(slots, seed.games);
    const copy = tournamentCopy(lang, seed.theme, seed.paidPlaces);
    const tournament: Tournament = {
      id: seed.id,
      shortname: seed.shortname,
      name: seed.name,
      provider: [...new Set(games.map((g) => g.provider))],
      status,
      schedule: [
        {
          start_at_iso: toEasternIso(start),
          end_at_iso: toEasternIso(end),
          next_upcoming_startdate: next === null ? null : toEasternIso(next),
        },
      ],
      prize_pool: seed.prizePool,
      archives_at: toEasternIso(archivesAt),
      desktop_image: artPath(seed.shortname, 'card'),
      mobile_image: artPath(seed.shortname, 'card-mobile'),
      tournament_desktop_image: artPath(seed.shortname, 'hero'),
      tournament_mobile_image: artPath(seed.shortname, 'hero-mobile'),
      terms: copy.terms,
      // the spec names a tournament's games by game name (the client matches names and shortnames)
      associated_games: games.map((g) => g.name),
      paid_places: seed.paidPlaces,
      content: { left: copy.left, right: copy.right },
      buy_in: seed.buyIn ?? 0,
    };
    // The leaderboard counts the run being played, or the last one of a recurring tournament.
    const window = { start, end };
    return { state, tournament, window, games };
  });
}

/** The demo tournament with this shortname, or undefined (for the art routes). */
export function seedTournament(
  shortname: string,
): { name: string; theme: TournamentTheme } | undefined {
  const seed = SEED.find((s) => s.shortname === shortname);
  return seed && { name: seed.name, theme: seed.theme };
}
