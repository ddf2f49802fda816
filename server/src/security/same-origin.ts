// Cross-site request refusal: a state-changing request (POST, PUT, PATCH, DELETE) whose Origin is
// another site is answered 403 before any route runs. Browsers send Origin on every cross-site
// POST, so a form or fetch from another site cannot log a player in, sign up, deposit or bet.
// The rule itself is the site's (the site's telemetry ingest refuses foreign origins the same way).
import type { FastifyInstance } from 'fastify';
import { isCrossSite } from '@parlor/site';
import { sendError } from '../http';

export { isCrossSite, isSameOriginRequest, originMatchesHost } from '@parlor/site';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (UNSAFE.has(request.method) && isCrossSite(request)) {
      return sendError(reply, 403, 'foreign_origin', 'Requests from other sites are refused');
    }
  });
}
