// The controller keywords gettournaments, jointournament and gettournamentslobby
// (docs/controller.md, "Tournaments"). Spread into the controller's keyword table.
import type {
  Lang,
  TournamentJoinResult,
  TournamentsResponse,
  UrlResponse,
} from '@parlor/shared/types';
import { readCookie } from '../auth/cookies';
import type { CasinoDef } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';
import type { AppContext } from '../context';
import type { PlayerRow } from '../db/players';
import type { KeywordMap } from '../controller/keyword';
import { field, sendError } from '../http';
import { sendRefusal } from '../protection/refusal-reply';
import { ProtectionRefused } from '../protection/refusals';
import { isLang, langOrEnglish } from '@parlor/site';
import { leaderboard } from './leaderboard';
import { DEFAULT_FLIP_SECONDS, tournamentBook, type BookEntry } from './tournament-book';
import { JoinError, joinedRuns, joinTournament } from './tournament-entries';

const ART = [
  'desktop_image',
  'mobile_image',
  'tournament_desktop_image',
  'tournament_mobile_image',
] as const;

/** The demo art is served by this site: under a base path, its addresses carry it. */
function artUnderBasePath<T extends Partial<Record<(typeof ART)[number], string>>>(
  tournament: T,
  base: string,
): T {
  if (!base) return tournament;
  const out = { ...tournament };
  for (const key of ART) {
    const path = out[key];
    if (path?.startsWith('/') && !path.startsWith('//'))
      out[key] = `${base}${path}` as T[typeof key];
  }
  return out;
}
/** The home section shows at most this many tournaments, live ones first. */
export const HOME_LIMIT = 4;

/** Seconds from start-up to the start of the upcoming run that flips (PARLOR_TOURNAMENT_FLIP_SECONDS). */
export function flipSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PARLOR_TOURNAMENT_FLIP_SECONDS);
  return Number.isInteger(n) && n > 0 && n <= 86_400 ? n : DEFAULT_FLIP_SECONDS;
}

/** The demo lobby page of the standard variant, in a language. */
export function lobbyPath(lang: Lang): string {
  return `/api/tournaments/lobby?lang=${lang}`;
}

export interface TournamentsAnswerInput {
  casino: CasinoDef;
  catalogue: Catalogue;
  lang: Lang;
  /** the home page's short list */
  home: boolean;
  /** the player asking (their joins and ranks), null for a guest */
  player: PlayerRow | null;
  /** the site's base path: the demo art is served under it */
  base: string;
  at: number;
  startedAt: number;
  flipMs: number;
}

/** What `gettournaments` answers: the runs live, upcoming and finished at `at`. */
export function tournamentsAnswer(
  ctx: AppContext,
  { casino, catalogue, lang, home, player, base, at, startedAt, flipMs }: TournamentsAnswerInput,
): TournamentsResponse {
  const book = tournamentBook({ catalogue, lang, startedAt, flipMs, now: at });
  const joined = player ? joinedRuns(ctx.db, player.id) : null;
  const withBoard = (e: BookEntry) => {
    // a player is told whether they are in the run shown (a guest is not told anything);
    // an upcoming run is joined once it is live
    const key = `${e.tournament.id}:${e.window.start}`;
    const mine = joined ? { joined: e.state !== 'upcoming' && joined.has(key) } : {};
    const tournament = artUnderBasePath(e.tournament, base);
    return e.state === 'upcoming'
      ? { ...tournament, ...mine }
      : {
          ...tournament,
          ...mine,
          leaderboard: leaderboard(ctx.db, {
            casinoKey: casino.key,
            tournamentId: e.tournament.id,
            runStart: e.window.start,
            shortnames: e.games.map((g) => g.shortname),
            end: Math.min(e.window.end, at + 1),
            playerId: player?.id ?? null,
          }),
        };
  };
  const of = (state: BookEntry['state']) => book.filter((e) => e.state === state).map(withBoard);
  let body: TournamentsResponse = {
    active_tournaments: of('active'),
    upcoming_tournaments: of('upcoming'),
    finished_tournaments: of('finished'),
  };
  if (home) {
    const active = body.active_tournaments.slice(0, HOME_LIMIT);
    body = {
      active_tournaments: active,
      upcoming_tournaments: body.upcoming_tournaments.slice(0, HOME_LIMIT - active.length),
      finished_tournaments: [],
    };
  }
  return body;
}

export function tournamentKeywords(
  ctx: AppContext,
  opts: { startedAt?: number; now?: () => number } = {},
): KeywordMap {
  const startedAt = opts.startedAt ?? ctx.startedAt;
  const now = opts.now ?? ctx.now;
  const flipMs = flipSeconds() * 1000;

  return {
    gettournaments: {
      methods: ['POST'],
      player: false,
      answer: 'plain',
      handle: ({ request, reply, casino, catalogue }) => {
        const lang = field(request.body, 'lang') ?? 'en';
        const home = field(request.body, 'home');
        if (!isLang(lang)) {
          return sendError(reply, 400, 'invalid_input', 'lang must be one of en, de, es, fr');
        }
        if (home !== undefined && home !== '1' && home !== '0' && home !== '') {
          return sendError(reply, 400, 'invalid_input', 'home must be 1 when given');
        }
        const body = tournamentsAnswer(ctx, {
          casino,
          catalogue,
          lang,
          home: home === '1',
          player: request.player(),
          base: request.server.parlorBasePath,
          at: now(),
          startedAt,
          flipMs,
        });
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
    jointournament: {
      methods: ['POST'],
      player: true,
      answer: 'plain',
      handle: ({ request, reply, player, catalogue }) => {
        const id = field(request.body, 'id');
        if (!id || !/^[1-9]\d{0,8}$/.test(id)) {
          return sendError(reply, 400, 'invalid_input', 'id must be a tournament id');
        }
        const at = now();
        // the language only changes the copy; the run and its buy-in are the same in every one
        const book = tournamentBook({ catalogue, lang: 'en', startedAt, flipMs, now: at });
        const entry = book.find((e) => e.tournament.id === Number(id));
        if (!entry) return sendError(reply, 404, 'tournament_not_found', 'No such tournament');
        if (entry.state !== 'active') {
          return sendError(reply, 409, 'not_live', 'Only a live tournament can be joined');
        }
        const buyInCents = Math.round((entry.tournament.buy_in ?? 0) * 100);
        try {
          const result = joinTournament(ctx.db, {
            playerId: player.id,
            tournamentId: entry.tournament.id,
            runStart: entry.window.start,
            buyInCents,
            now: at,
          });
          const body: TournamentJoinResult = {
            success: true,
            tournament_id: entry.tournament.id,
            joined: true,
            already_joined: !result.created,
            charged: result.chargedCents / 100,
            buy_in: buyInCents / 100,
            balance: result.balanceCents / 100,
          };
          return reply.header('cache-control', 'no-store').send(body);
        } catch (error) {
          if (error instanceof ProtectionRefused) return sendRefusal(reply, error.refusal);
          if (!(error instanceof JoinError)) throw error;
          return reply
            .status(402)
            .header('cache-control', 'no-store')
            .send({
              error: 'Your balance does not cover the buy-in',
              code: error.code,
              buy_in: buyInCents / 100,
              balance: error.balanceCents / 100,
            });
        }
      },
    },
    gettournamentslobby: {
      methods: ['GET'],
      player: true,
      answer: 'plain',
      handle: ({ request, reply }) => {
        const cookie = readCookie(request, 'lang');
        const lang = langOrEnglish(cookie);
        const body: UrlResponse = { url: lobbyPath(lang) };
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
  };
}
