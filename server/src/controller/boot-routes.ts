// GET /api/boot: what the shell needs before anything else.
import type { FastifyInstance } from 'fastify';
import type { BootInfo } from '@parlor/shared/src/types/entities';
import type { AppContext } from '../context';
import { requestCasino, requestProto } from '../http';
import { remotesFor } from '../remotes';

export interface BootResponse extends BootInfo {
  casino_key: string;
  casino_id: number;
  /** the sportsbook whitelist: the route exists only for this casino id and these player ids */
  sportsbook: { casino_id: number; player_ids: number[] };
}

export function registerBootRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/boot', async (request, reply) => {
    const { casino, hostname } = requestCasino(request);
    const body: BootResponse = {
      controller_path: '/api/controller',
      passphrase: ctx.settings.passphrase,
      remotes: remotesFor(ctx.settings, casino.key, hostname, requestProto(request)),
      casino_key: casino.key,
      casino_id: casino.casino_id,
      sportsbook: {
        casino_id: ctx.settings.sportsbookCasinoId,
        player_ids: ctx.settings.sportsbookPlayerIds,
      },
    };
    return reply.header('cache-control', 'no-store').send(body);
  });
}
