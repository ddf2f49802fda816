// Cross-site request refusal: a state-changing request (POST, PUT, PATCH, DELETE) whose Origin is
// another site is answered 403 before any route runs. Browsers send Origin on every cross-site
// POST, so a form or fetch from another site cannot log a player in, sign up, deposit or bet.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../http';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the request's Origin names this host (scheme aside: a TLS proxy may sit in front). */
export function originMatchesHost(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (typeof origin !== 'string' || !host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false; // includes "null" (sandboxed frames, file:)
  }
}

/** A foreign Origin, or a browser saying so with Sec-Fetch-Site; a request with neither passes. */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers.origin !== undefined) return !originMatchesHost(request);
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site';
}

export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (UNSAFE.has(request.method) && isCrossSite(request)) {
      return sendError(reply, 403, 'foreign_origin', 'Requests from other sites are refused');
    }
  });
}
