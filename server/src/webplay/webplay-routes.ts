// The web-play controller (docs/controller.md): POST tryout=rollback reverts a player of the design
// trial to the legacy design, i.e. ends the trial cookie.
import type { FastifyPluginAsync } from 'fastify';
import { setCookie } from '../auth/cookies';
import { isHttps } from '../auth/sessions';
import { field, sendError } from '../http';

export const DESIGN_TRIAL_COOKIE = 'design_trial';

/** The web-play area, a Fastify plugin. */
export const webplayRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/webplay', async (request, reply) => {
    if (!request.player()) {
      return sendError(reply, 401, 'auth_required', 'Log in first');
    }
    if (field(request.body, 'tryout') !== 'rollback') {
      return sendError(reply, 400, 'invalid_input', 'expected tryout=rollback');
    }
    setCookie(reply, DESIGN_TRIAL_COOKIE, 'rollback', {
      maxAge: 30 * 24 * 3600,
      sameSite: 'Strict',
      secure: isHttps(request),
    });
    return reply.header('cache-control', 'no-store').send({ success: true });
  });
};
