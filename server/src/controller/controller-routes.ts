// The main controller: GET|POST /api/controller?<keyword> (docs/controller.md). Each folder
// contributes its keywords as a map (`gameKeywords(ctx)`); this file merges them and dispatches.
import type { FastifyInstance } from 'fastify';
import { catalogueKeywords } from '../catalogue/catalogue-keywords';
import { currentPlayer, type AppContext } from '../context';
import { gameKeywords } from '../games/game-keywords';
import { requestCasino, sendError } from '../http';
import { favoriteCall, playerKeywords } from '../player/player-keywords';
import { freeSpinsKeywords } from '../freespins/freespins-keywords';
import { tournamentKeywords } from '../tournaments/tournament-keywords';
import { promotionKeywords } from '../promotions/promotion-keywords';
import type { KeywordCall, KeywordDef } from './keyword';
import { isKeywordName, keywordOf } from './keyword-url';
import { sessionKeywords } from './session-keywords';

export { keywordOf } from './keyword-url';

export function registerControllerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keywords: Record<string, KeywordDef> = {
    ...sessionKeywords(ctx),
    ...playerKeywords(ctx),
    ...catalogueKeywords(ctx),
    ...gameKeywords(ctx),
    ...tournamentKeywords(ctx),
    ...freeSpinsKeywords(ctx),
    ...promotionKeywords(ctx),
  };
  const setFavorite = favoriteCall(ctx);

  /** Runs a keyword: players-only ones get the player, or the caller a 401. */
  const run = (def: KeywordDef, call: KeywordCall) => {
    if (!def.player) return def.handle(call);
    const player = currentPlayer(ctx, call.request, call.casino);
    if (!player) return sendError(call.reply, 401, 'auth_required', 'Log in first');
    return def.handle({ ...call, player });
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/api/controller',
    handler: async (request, reply) => {
      const keyword = keywordOf(request.url);
      const method = request.method as 'GET' | 'POST';
      const { casino, hostname } = requestCasino(request);
      const call: KeywordCall = {
        request,
        reply,
        casino,
        hostname,
        catalogue: ctx.catalogueOf(casino),
        player: null,
      };
      if (keyword === '' && method === 'POST') return run(setFavorite, call);
      const def =
        isKeywordName(keyword) && Object.prototype.hasOwnProperty.call(keywords, keyword)
          ? keywords[keyword]
          : undefined;
      if (!def) return sendError(reply, 404, 'unknown_keyword', 'Unknown controller keyword');
      if (!def.methods.includes(method)) {
        return sendError(
          reply,
          405,
          'method_not_allowed',
          `${keyword} expects ${def.methods.join(' or ')}`,
        );
      }
      return run(def, call);
    },
  });
}
