// The game-related routes, registered by build-server.ts: the demo games on the games origin, the
// exit page and the cashier page. The controller keywords live in game-keywords.ts.
import type { FastifyInstance } from 'fastify';
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
