// GET /api/boot: what the shell needs before anything else.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BootInfo } from '@parlor/shared/types';
import type { AppContext } from '../context';
import { requestProto } from '../http';
import { remotesFor } from '@parlor/site';

export interface BootResponse extends BootInfo {
  casino_key: string;
  casino_id: number;
  /** the sportsbook's casino; the player list stays on the server (gettoken answers per session) */
  sportsbook: { casino_id: number };
}

/** The boot info of the request's casino (also written inline into the shell's page). */
export function bootResponse(ctx: AppContext, request: FastifyRequest): BootResponse {
  const { casino, casinoHostname: hostname } = request;
  return {
    controller_path: `${request.server.parlorBasePath}/api/controller`,
    passphrase: ctx.settings.passphrase,
    remotes: remotesFor(ctx.settings, casino.key, hostname, requestProto(request)),
    casino_key: casino.key,
    casino_id: casino.casino_id,
    sportsbook: { casino_id: ctx.settings.sportsbookCasinoId },
  };
}

/** The boot area, a Fastify plugin. */
export const bootRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/boot', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(bootResponse(app.parlor, request)),
  );
};
