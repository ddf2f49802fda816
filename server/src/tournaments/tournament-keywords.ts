// The controller keywords gettournaments and gettournamentslobby (docs/controller.md,
// "Tournaments"). Spread into the controller's keyword table.
import type { Lang, TournamentsResponse, UrlResponse } from '@parlor/shared/types';
import { readCookie } from '../auth/cookies';
import { currentPlayer, type AppContext } from '../context';
import type { KeywordDef } from '../controller/keyword';
import { field, sendError } from '../http';
import { leaderboard } from './leaderboard';
import { DEFAULT_FLIP_SECONDS, tournamentBook, type BookEntry } from './tournament-book';

const LANGS: readonly Lang[] = ['en', 'de', 'es', 'fr'];
/** The home section shows at most this many tournaments, live ones first. */
export const HOME_LIMIT = 4;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Seconds from start-up to the start of the upcoming run that flips (PARLOR_TOURNAMENT_FLIP_SECONDS). */
export function flipSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PARLOR_TOURNAMENT_FLIP_SECONDS);
  return Number.isInteger(n) && n > 0 && n <= 86_400 ? n : DEFAULT_FLIP_SECONDS;
}

/** The demo lobby page of the standard variant, in a language. */
export function lobbyPath(lang: Lang): string {
  return `/api/tournaments/lobby?lang=${lang}`;
}

export function tournamentKeywords(
  ctx: AppContext,
  opts: { startedAt?: number; now?: () => number } = {},
): Record<string, KeywordDef> {
  const startedAt = opts.startedAt ?? Date.now();
  const now = opts.now ?? Date.now;
  const flipMs = flipSeconds() * 1000;

  return {
    gettournaments: {
      methods: ['POST'],
      player: false,
      handle: ({ request, reply, casino, catalogue }) => {
        const lang = field(request.body, 'lang') ?? 'en';
        const home = field(request.body, 'home');
        if (!isLang(lang)) {
          return sendError(reply, 400, 'invalid_input', 'lang must be one of en, de, es, fr');
        }
        if (home !== undefined && home !== '1' && home !== '0' && home !== '') {
          return sendError(reply, 400, 'invalid_input', 'home must be 1 when given');
        }
        const player = currentPlayer(ctx, request, casino);
        const at = now();
        const book = tournamentBook({ catalogue, lang, startedAt, flipMs, now: at });
        const withBoard = (e: BookEntry) =>
          e.state === 'upcoming'
            ? e.tournament
            : {
                ...e.tournament,
                leaderboard: leaderboard(ctx.db, {
                  casinoKey: casino.key,
                  shortnames: e.tournament.associated_games,
                  start: e.window.start,
                  end: Math.min(e.window.end, at + 1),
                  playerId: player?.id ?? null,
                }),
              };
        const of = (state: BookEntry['state']) =>
          book.filter((e) => e.state === state).map(withBoard);
        let body: TournamentsResponse = {
          active_tournaments: of('active'),
          upcoming_tournaments: of('upcoming'),
          finished_tournaments: of('finished'),
        };
        if (home === '1') {
          const active = body.active_tournaments.slice(0, HOME_LIMIT);
          body = {
            active_tournaments: active,
            upcoming_tournaments: body.upcoming_tournaments.slice(0, HOME_LIMIT - active.length),
            finished_tournaments: [],
          };
        }
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
    gettournamentslobby: {
      methods: ['GET'],
      player: true,
      handle: ({ request, reply }) => {
        const cookie = readCookie(request, 'lang');
        const lang: Lang = isLang(cookie) ? cookie : 'en';
        const body: UrlResponse = { url: lobbyPath(lang) };
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
  };
}
