// What a controller keyword is: its methods, whether it needs a player, and its handler. A keyword
// that needs a player is only called with one (the dispatcher answers 401 otherwise), and its
// handler's `player` is typed so: no `player!`.
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
  /** the logged-in player, if any */
  player: PlayerRow | null;
}

/** A call of a keyword that needs a player: it has one. */
export interface PlayerKeywordCall extends KeywordCall {
  player: PlayerRow;
}

interface KeywordBase {
  methods: ('GET' | 'POST')[];
}

/** A keyword anyone may call (its handler may still look at the player). */
export interface GuestKeywordDef extends KeywordBase {
  player: false;
  handle(call: KeywordCall): unknown;
}

/** A keyword for players only. */
export interface PlayerKeywordDef extends KeywordBase {
  player: true;
  handle(call: PlayerKeywordCall): unknown;
}

export type KeywordDef = GuestKeywordDef | PlayerKeywordDef;
