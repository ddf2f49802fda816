// The main controller, a Fastify plugin: GET|POST /api/controller?<keyword> (docs/controller.md).
// Each area contributes its keywords as a map (`gameKeywords(ctx)`); this file merges them and
// hands them to the one keyword dispatcher (keyword-dispatcher.ts), which also runs
// /api/loyalty. A new keyword goes in its area's map.
import type { FastifyPluginAsync } from 'fastify';
import { catalogueKeywords } from '../catalogue/catalogue-keywords';
import type { AppContext } from '../context';
import { freeSpinsKeywords } from '../freespins/loyalty-keywords';
import { gameKeywords } from '../games/game-keywords';
import { favoriteCall, playerKeywords } from '../player/player-keywords';
import { promotionKeywords } from '../promotions/promotion-keywords';
import { tournamentKeywords } from '../tournaments/tournament-keywords';
import type { KeywordMap } from './keyword';
import { registerKeywordController } from './keyword-dispatcher';
import { sessionKeywords } from './session-keywords';

export { keywordOf } from './keyword-url';

/** Every keyword of the main controller, by name. */
export function controllerKeywords(ctx: AppContext): KeywordMap {
  return {
    ...sessionKeywords(ctx),
    ...playerKeywords(ctx),
    ...catalogueKeywords(ctx),
    ...gameKeywords(ctx),
    ...tournamentKeywords(ctx),
    ...freeSpinsKeywords(ctx),
    ...promotionKeywords(ctx),
  };
}

export const controllerRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.parlor;
  registerKeywordController(app, ctx, {
    url: '/api/controller',
    keywords: controllerKeywords(ctx),
    unknownMessage: 'Unknown controller keyword',
    keywordlessPost: favoriteCall(ctx),
  });
};
