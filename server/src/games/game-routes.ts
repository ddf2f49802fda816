// The game-related routes, registered by build-server.ts: the demo games on the games origin, the
// exit page and the cashier page. The controller keywords live in game-keywords.ts.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { registerCashierRoutes } from './cashier-routes';
import { registerDemoGameRoutes } from './demo-game-routes';
import { registerExitRoutes } from './exit-routes';
import { configuredRtp, cryptoRng, slotPaytable, type Rng } from './paytable';

export { gameKeywords, LIVE_DEALER_PROVIDER, sportsbookAllowed } from './game-keywords';
export { validReturnUrl } from './demo-game-routes';

export interface GameRoutesOptions {
  rng?: Rng;
  rtp?: number;
}

/** The games area, a Fastify plugin (its routes over the site's context). */
export const gameRoutes: FastifyPluginAsync<GameRoutesOptions> = async (app, options) => {
  registerGameRoutes(app, app.parlor, options);
};

/** The games area's routes on any instance (a test gives its own RNG). */
export function registerGameRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: GameRoutesOptions = {},
): void {
  const rng = options.rng ?? cryptoRng;
  const paytable = slotPaytable(options.rtp ?? configuredRtp());
  registerDemoGameRoutes(app, ctx, { rng, paytable });
  registerExitRoutes(app);
  registerCashierRoutes(app, ctx);
}
