// The games host (games.<site>) exists to give the demo games their own origin; it serves the
// game pages, their script and API only, never the site (no shell, no login, no controller).
import type { FastifyInstance } from 'fastify';
import { hostnameOf } from '../casinos/casinos';
import { sendError } from '../http';
import { GAMES_HOST_PREFIX } from './game-origin';

export function registerGamesHostScope(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!hostnameOf(request.headers.host).startsWith(GAMES_HOST_PREFIX)) return;
    if (request.url.startsWith('/games/')) return;
    return sendError(reply, 404, 'not_found', 'The games host serves game pages only');
  });
}
