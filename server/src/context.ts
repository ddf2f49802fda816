// What every route of the site needs: the database, the settings and the catalogues.
import type { FastifyRequest } from 'fastify';
import { hashToken, sessionPlayerId, sessionToken } from './auth/sessions';
import { CASINOS, type CasinoDef, type CasinoKey } from './casinos/casinos';
import { getCatalogue } from './catalogue/catalogue-store';
import type { Catalogue } from './catalogue/generate-catalogue';
import type { Db } from './db/database';
import { findPlayerById, type PlayerRow } from './db/players';
import type { Settings } from './settings';

export interface AppContext {
  db: Db;
  settings: Settings;
  /** when the server started: the demo tournaments' runs are placed from it */
  startedAt: number;
  /** the time (epoch ms) the rules read: real time, or a test's own clock (player protection) */
  now(): number;
  catalogueOf(casino: CasinoDef | CasinoKey): Catalogue;
}

export function createContext(
  db: Db,
  settings: Settings,
  now: () => number = Date.now,
): AppContext {
  return {
    db,
    settings,
    startedAt: Date.now(),
    now,
    catalogueOf(casino) {
      const def = typeof casino === 'string' ? CASINOS[casino] : casino;
      // PARLOR_GAMES / --games sizes the fusion catalogue (benchmarks); the others keep theirs
      return getCatalogue(def.catalogue, def.catalogue === 'fusion' ? settings.games : undefined);
    },
  };
}

/** The logged-in player of this request in this casino, or null. */
export function currentPlayer(
  ctx: AppContext,
  request: FastifyRequest,
  casino: CasinoDef,
): PlayerRow | null {
  const id = sessionPlayerId(ctx.db, sessionToken(request), ctx.now());
  if (id === null) return null;
  const row = findPlayerById(ctx.db, id);
  return row && row.casino_key === casino.key ? row : null;
}

/** SHA-256 of the request's site session (games launched from it are bound to it), or null. */
export function siteSessionHash(request: FastifyRequest): string | null {
  const token = sessionToken(request);
  return token ? hashToken(token) : null;
}
