// Who a request is for, worked out in one place: its casino (by the Host header) and its player.
// One onRequest hook sets `request.casino` and `request.casinoHostname`; `request.player()` looks
// the session up on its first call and keeps the answer, so a request that never asks (a
// catalogue, a script, an image) never reads the sessions table.
//
// Registered by build-server.ts with a plain call, before every other hook and route: an
// `app.register` would keep the hook and the decorators inside that plugin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CasinoDef } from './casinos/casinos';
import { currentPlayer, type AppContext } from './context';
import type { PlayerRow } from './db/players';
import { requestCasino } from './http';

declare module 'fastify' {
  interface FastifyRequest {
    /** the casino of the Host header (the default casino for a host name the site does not know) */
    casino: CasinoDef;
    /** the casino's host name the request came by; the default casino's for a host not known */
    casinoHostname: string;
    /** the logged-in player of this casino, or null (a guest, an expired or foreign session) */
    player(): PlayerRow | null;
  }
}

/** The player once looked up (null included); absent until the first `player()`. */
const PLAYER = Symbol('parlor.player');
type WithPlayer = FastifyRequest & { [PLAYER]?: PlayerRow | null };

export function registerRequestContext(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('casino', null as unknown as CasinoDef);
  app.decorateRequest('casinoHostname', '');
  app.decorateRequest('player', function (this: FastifyRequest): PlayerRow | null {
    const request = this as WithPlayer;
    if (request[PLAYER] === undefined) {
      request[PLAYER] = currentPlayer(ctx, request, request.casino);
    }
    return request[PLAYER];
  });
  app.addHook('onRequest', async (request) => {
    const { casino, hostname } = requestCasino(request);
    request.casino = casino;
    request.casinoHostname = hostname;
  });
}
