// Helpers shared by the routes on the games origin and the site's game-related pages.
import type { FastifyReply, FastifyRequest } from 'fastify';
// the `helmet` route option is @fastify/helmet's (registered by the site's security headers)
import type {} from '@fastify/helmet';

/**
 * The games origin's routes skip the site's helmet (its CSP says frame-ancestors 'self' and
 * X-Frame-Options SAMEORIGIN, which would forbid the site to frame them); they set their own.
 */
export const NO_SITE_HELMET = { helmet: false as const };

/** A small static text file (script or style) served from memory. */
export const staticFile =
  (type: string, body: string) => async (_r: FastifyRequest, reply: FastifyReply) =>
    reply
      .type(type)
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(body);
