// What a controller keyword is: its methods, whether it needs a player, and its handler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CasinoDef } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';
import type { PlayerRow } from '../db/players';

export interface KeywordCall {
  request: FastifyRequest;
  reply: FastifyReply;
  casino: CasinoDef;
  hostname: string;
  catalogue: Catalogue;
  /** set for keywords that need a player */
  player: PlayerRow | null;
}

export interface KeywordDef {
  methods: ('GET' | 'POST')[];
  player: boolean;
  handle(call: KeywordCall): unknown;
}
