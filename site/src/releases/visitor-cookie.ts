// Sets the visitor id a canary gave a new visitor (releases/visitor-releases.ts) on the answer
// that carried its releases: the page, or the boot info.
import type { FastifyInstance } from 'fastify';
import { setCookie } from '../web/cookies';
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from './canary-assignment';
import { visitorIdToSet } from './visitor-releases';

export function registerVisitorCookie(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const id = visitorIdToSet(request);
    if (id)
      setCookie(reply, VISITOR_COOKIE, id, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: request.protocol === 'https',
        maxAge: VISITOR_COOKIE_MAX_AGE_S,
      });
    return payload;
  });
}
