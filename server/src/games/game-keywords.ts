// The controller keywords gamelauncher, gettoken and getlivedealer, wired into the controller's
// table in controller-routes.ts.
import type { TokenResponse, UrlResponse } from '@parlor/shared/types';
import { assetsOrigin, type CasinoDef } from '../casinos/casinos';
import { EDGE } from '../catalogue/edge-cases';
import type { Catalogue } from '../catalogue/generate-catalogue';
import { siteSessionHash, type AppContext } from '../context';
import type { PlayerRow } from '../db/players';
import { field, sendError } from '../http';
import type { KeywordMap } from '../controller/keyword';
import { gamesOriginFor } from './game-origin';
import { createGameSession } from './game-sessions';
import { launchGame } from './launcher';
import { sendRefusal } from '../protection/refusal-reply';
import { ProtectionRefused } from '../protection/refusals';

export const LIVE_DEALER_PROVIDER = 'live-dealer';

/** The sportsbook whitelist: one casino id, a few player ids, and the game in the catalogue. */
export function sportsbookAllowed(
  ctx: AppContext,
  casino: CasinoDef,
  catalogue: Catalogue,
  player: PlayerRow,
): boolean {
  return (
    casino.casino_id === ctx.settings.sportsbookCasinoId &&
    ctx.settings.sportsbookPlayerIds.includes(player.id) &&
    catalogue.games.some((g) => g.shortname === EDGE.sportsbook)
  );
}

/** The launcher's answer to a guest who needs an account before any play (the age check). */
const ACCOUNT_REQUIRED = { success: false, games: [], game_name: '', error: 'account_required' };

/**
 * Runs a launch; the protection gate inside it (createGameSession) refuses by throwing, which
 * comes back here as the refusal to send.
 */
function refusedLaunch<T>(launch: () => T): T | ProtectionRefused {
  try {
    return launch();
  } catch (error) {
    if (error instanceof ProtectionRefused) return error;
    throw error;
  }
}

export function gameKeywords(ctx: AppContext): KeywordMap {
  return {
    gamelauncher: {
      methods: ['POST'],
      player: false,
      answer: 'plain',
      // a guest's launches make demo sessions: a few a minute per IP
      limit: {
        max: ctx.settings.guestLaunchRateMax,
        windowMs: 60_000,
        per: 'guest',
        message: 'Too many game launches, retry in a minute',
      },
      handle: ({ request, reply, casino, hostname, catalogue }) => {
        const body = request.body;
        const player = request.player();
        const outcome = refusedLaunch(() =>
          launchGame(
            {
              game: field(body, 'game'),
              realmoney: field(body, 'realmoney'),
              provider: field(body, 'provider') || undefined,
            },
            {
              db: ctx.db,
              casino,
              catalogue,
              player,
              siteSessionHash: siteSessionHash(request),
              gamesOrigin: gamesOriginFor(request),
              assetsOrigin: assetsOrigin({ hostname, assetsPort: ctx.settings.assetsPort }),
              userAgent: String(request.headers['user-agent'] ?? ''),
              now: ctx.now(),
            },
          ),
        );
        if (outcome instanceof ProtectionRefused) {
          // a guest where every player's age is checked before any play: an account first
          if (!player) return reply.header('cache-control', 'no-store').send(ACCOUNT_REQUIRED);
          return sendRefusal(reply, outcome.refusal, { success: false, games: [], game_name: '' });
        }
        if (outcome.status !== 200) {
          return reply.status(outcome.status).header('cache-control', 'no-store').send({
            error: outcome.message,
            code: outcome.code,
            success: false,
            games: [],
            game_name: '',
          });
        }
        return reply.header('cache-control', 'no-store').send(outcome.body);
      },
    },
    gettoken: {
      methods: ['GET'],
      player: true,
      answer: 'plain',
      handle: ({ request, reply, casino, catalogue, player }) => {
        if (!sportsbookAllowed(ctx, casino, catalogue, player)) {
          return sendError(reply, 403, 'not_allowed', 'The sportsbook is not open to you');
        }
        const token = refusedLaunch(() =>
          createGameSession(
            ctx.db,
            {
              playerId: player.id,
              casinoKey: casino.key,
              shortname: EDGE.sportsbook,
              provider: 'sportsbook',
              kind: 'sportsbook',
              realMoney: !casino.fun_money_casino,
              siteSessionHash: siteSessionHash(request),
            },
            ctx.now(),
          ),
        );
        if (token instanceof ProtectionRefused) return sendRefusal(reply, token.refusal);
        const body: TokenResponse = { token, url: `${gamesOriginFor(request)}/games/sportsbook` };
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
    getlivedealer: {
      methods: ['POST'],
      player: true,
      answer: 'plain',
      handle: ({ request, reply, casino, player }) => {
        const value = field(request.body, 'getlivedealer');
        if (casino.livedealer === false) {
          return sendError(reply, 404, 'not_available', 'This casino has no live dealer');
        }
        if (value !== casino.livedealer) {
          return sendError(
            reply,
            400,
            'invalid_input',
            'getlivedealer must be the configured value',
          );
        }
        const token = refusedLaunch(() =>
          createGameSession(
            ctx.db,
            {
              playerId: player.id,
              casinoKey: casino.key,
              shortname: value,
              provider: LIVE_DEALER_PROVIDER,
              kind: 'live',
              realMoney: !casino.fun_money_casino,
              siteSessionHash: siteSessionHash(request),
            },
            ctx.now(),
          ),
        );
        if (token instanceof ProtectionRefused) return sendRefusal(reply, token.refusal);
        const url = new URL(`${gamesOriginFor(request)}/games/live-dealer`);
        url.searchParams.set('token', token);
        const body: UrlResponse = { url: url.toString() };
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
  };
}
