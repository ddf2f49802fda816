// How a controller keyword is declared: who may call it, its methods, its rate limit and how it
// answers. Every keyword of /api/controller and /api/loyalty is one of these, in its area's map
// (`gameKeywords(ctx)`, `freeSpinsKeywords(ctx)` ...); keyword-dispatcher.ts runs them.
//
// A keyword that needs a player is only called with one (the dispatcher answers 401 otherwise),
// and its handler's `player` is typed so: no `player!`. A guest keyword may still ask
// `request.player()` (looked up once per request).
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
  /** the logged-in player for a players-only keyword; null for a guest keyword */
  player: PlayerRow | null;
}

/** A call of a keyword that needs a player: it has one. */
export interface PlayerKeywordCall extends KeywordCall {
  player: PlayerRow;
}

/** At most `max` calls a window; the over-limit call answers `429 rate_limited` with `message`. */
export interface KeywordLimit {
  max: number;
  windowMs: number;
  /** who is counted: each player by id, or guests by IP (a logged-in caller is then not limited) */
  per: 'player' | 'guest';
  message: string;
}

interface KeywordBase {
  methods: ('GET' | 'POST')[];
  /**
   * 'encrypted': the handler returns the value and the dispatcher sends it as the envelope
   * (text/plain, no-store; docs/controller.md); a refusal the handler sends itself (`sendError`)
   * goes out as it is. 'plain': the handler sends its own answer (JSON, HTML, a 304 ...).
   */
  answer: 'encrypted' | 'plain';
  /** counted per site, whichever controller path the keyword is called on */
  limit?: KeywordLimit;
}

/** A keyword anyone may call (its handler may still look at `request.player()`). */
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

/** An area's keywords, by name (the name is the first query parameter: `?getconfig`). */
export type KeywordMap = Record<string, KeywordDef>;
