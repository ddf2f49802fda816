// Game sessions and bet settlement. A launch mints a game-session token bound to one player (or a
// guest in fun money), one game and one casino; only its SHA-256 is stored. Every bet settles in
// one IMMEDIATE transaction in integer cents: the stake is taken and the win paid together, a
// balance never goes below zero (checked here and by the schema), and a round id can settle once
// per session (a replayed request is refused, never charged twice).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { takeFreeSpin } from '../freespins/freespins-store';
import { passGateFor, passGuestGate } from '../protection/money-gate';

export type GameKind = 'slot' | 'table' | 'live' | 'sportsbook';

export const FUN_BALANCE_CENTS = 100_000;
export const SESSION_TTL_MS = 4 * 60 * 60 * 1000;
/** Stakes a demo game accepts, in cents. */
export const STAKES_CENTS = [10, 25, 50, 100, 200, 500] as const;
export const ROUND_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;
export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export interface GameSessionRow {
  id: number;
  token_hash: string;
  player_id: number | null;
  casino_key: string;
  shortname: string;
  provider: string;
  kind: GameKind;
  real_money: number;
  fun_balance_cents: number;
  created_at: number;
  expires_at: number;
  closed_at: number | null;
  site_session_hash: string | null;
}

export interface NewGameSession {
  playerId: number | null;
  casinoKey: string;
  shortname: string;
  provider: string;
  kind: GameKind;
  realMoney: boolean;
  /** SHA-256 of the site session that launched it (required with a player): the game plays only
   * while that session lives, so logout and session expiry end it */
  siteSessionHash?: string | null;
}

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * Creates a session and answers its token (43 url-safe characters, 256 bits). A player's launch
 * passes the protection gate first, a guest's the casino's age rule: a refusal throws
 * ProtectionRefused and nothing is written.
 */
export function createGameSession(db: Db, s: NewGameSession, now = Date.now()): string {
  if (s.realMoney && s.playerId === null) throw new Error('real money needs a player');
  if (s.playerId !== null && !s.siteSessionHash) throw new Error('a player game needs its session');
  return db.transaction(() => insertGameSession(db, s, now)).immediate();
}

function insertGameSession(db: Db, s: NewGameSession, now: number): string {
  if (s.playerId !== null) passGateFor(db, s.playerId, { kind: 'launch' }, now);
  else passGuestGate(s.casinoKey);
  const token = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM game_sessions WHERE expires_at < ?').run(now);
  db.prepare(
    `INSERT INTO game_sessions (token_hash, player_id, casino_key, shortname, provider, kind,
       real_money, fun_balance_cents, created_at, expires_at, site_session_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    s.playerId,
    s.casinoKey,
    s.shortname,
    s.provider,
    s.kind,
    s.realMoney ? 1 : 0,
    s.realMoney ? 0 : FUN_BALANCE_CENTS,
    now,
    now + SESSION_TTL_MS,
    s.playerId !== null ? s.siteSessionHash : null,
  );
  return token;
}

/** The open, unexpired session of a token, or null. */
export function findGameSession(db: Db, token: unknown, now = Date.now()): GameSessionRow | null {
  if (typeof token !== 'string' || !TOKEN_RE.test(token)) return null;
  const row = db
    .prepare('SELECT * FROM game_sessions WHERE token_hash = ?')
    .get(hashToken(token)) as GameSessionRow | undefined;
  if (!row || row.closed_at !== null || row.expires_at <= now) return null;
  if (row.player_id !== null) {
    // a player's game lives only as long as the site session that launched it
    const live = db
      .prepare('SELECT 1 FROM sessions WHERE token_hash = ? AND player_id = ? AND expires_at > ?')
      .get(row.site_session_hash, row.player_id, now);
    if (!live) return null;
  }
  return row;
}

/** Closes a session: its token settles nothing afterwards. */
export function closeGameSession(db: Db, id: number, now = Date.now()): void {
  db.prepare('UPDATE game_sessions SET closed_at = ? WHERE id = ? AND closed_at IS NULL').run(
    now,
    id,
  );
}

/** Closes every game launched from one site session (at logout). */
export function closeGameSessionsOf(db: Db, siteSessionHash: string, now = Date.now()): void {
  db.prepare(
    'UPDATE game_sessions SET closed_at = ? WHERE site_session_hash = ? AND closed_at IS NULL',
  ).run(now, siteSessionHash);
}

/** The balance a session plays with: the player's real balance or the session's fun balance. */
export function sessionBalanceCents(db: Db, session: GameSessionRow): number {
  if (session.real_money !== 1) return session.fun_balance_cents;
  const row = db
    .prepare('SELECT balance_cents FROM players WHERE id = ?')
    .get(session.player_id) as { balance_cents: number } | undefined;
  return row?.balance_cents ?? 0;
}

export type SettleErrorCode =
  'invalid_session' | 'round_replayed' | 'insufficient_funds' | 'invalid_stake';

export class SettleError extends Error {
  constructor(
    readonly code: SettleErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SettleError';
  }
}

export interface SettleRequest {
  token: string;
  roundId: string;
  stakeCents: number;
  /** draws the outcome inside the transaction: the win multiplier (an integer) and its details */
  resolve(): { multiplier: number; detail: unknown };
  now?: number;
}

export interface SettleResult {
  roundId: string;
  /** what the round took from the balance: 0 for a free spin */
  stakeCents: number;
  winCents: number;
  balanceCents: number;
  realMoney: boolean;
  detail: unknown;
  /** the round was one of the player's free spins: the stake was not taken */
  freeSpin: boolean;
}

/**
 * Settles one bet in one transaction; throws a SettleError or ProtectionRefused (nothing written)
 * when refused.
 */
export function settleBet(db: Db, req: SettleRequest): SettleResult {
  const now = req.now ?? Date.now();
  if (!Number.isInteger(req.stakeCents) || req.stakeCents <= 0) {
    throw new SettleError('invalid_stake', 'The stake must be a positive whole number of cents');
  }
  if (!ROUND_ID_RE.test(req.roundId)) {
    throw new SettleError('invalid_stake', 'The round id is malformed');
  }
  return db
    .transaction((): SettleResult => {
      const session = findGameSession(db, req.token, now);
      if (!session) throw new SettleError('invalid_session', 'This game session is not valid');
      const seen = db
        .prepare('SELECT 1 FROM game_rounds WHERE session_id = ? AND round_id = ?')
        .get(session.id, req.roundId);
      if (seen) throw new SettleError('round_replayed', 'This round was already played');
      const before = sessionBalanceCents(db, session);
      // A free spin (daily free spins, coupons) plays this real-money round at no cost.
      const freeSpin =
        session.real_money === 1 &&
        session.player_id !== null &&
        takeFreeSpin(db, session.player_id, session.shortname, session.provider);
      const cost = freeSpin ? 0 : req.stakeCents;
      // a player's round passes the protection gate (nothing is written when it refuses)
      if (session.player_id !== null) {
        passGateFor(
          db,
          session.player_id,
          { kind: 'stake', costCents: cost, realMoney: session.real_money === 1 },
          now,
        );
      }
      if (cost > before) {
        throw new SettleError('insufficient_funds', 'The balance does not cover this stake');
      }
      const { multiplier, detail } = req.resolve();
      if (!Number.isInteger(multiplier) || multiplier < 0) throw new Error('bad multiplier');
      // a free spin plays at the smallest stake whatever the player picked
      const playedCents = freeSpin ? STAKES_CENTS[0] : req.stakeCents;
      const winCents = playedCents * multiplier;
      const after = before - cost + winCents;
      if (session.real_money === 1) {
        const changed = db
          .prepare('UPDATE players SET balance_cents = ? WHERE id = ? AND balance_cents = ?')
          .run(after, session.player_id, before).changes;
        if (changed !== 1) throw new SettleError('insufficient_funds', 'The balance moved');
        // The bet row keeps what the player staked from their balance: nothing for a free spin,
        // which is flagged so that leaderboards leave it out (SECURITY.md).
        db.prepare(
          `INSERT INTO bets (player_id, shortname, provider, round_id, stake_cents, win_cents,
             balance_after_cents, real_money, free_spin, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
        ).run(
          session.player_id,
          session.shortname,
          session.provider,
          `${session.id}:${req.roundId}`,
          cost,
          winCents,
          after,
          freeSpin ? 1 : 0,
          now,
        );
      } else {
        db.prepare('UPDATE game_sessions SET fun_balance_cents = ? WHERE id = ?').run(
          after,
          session.id,
        );
      }
      db.prepare(
        `INSERT INTO game_rounds (session_id, round_id, stake_cents, win_cents, balance_after_cents,
           outcome, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(session.id, req.roundId, playedCents, winCents, after, JSON.stringify(detail), now);
      return {
        roundId: req.roundId,
        stakeCents: cost,
        winCents,
        balanceCents: after,
        realMoney: session.real_money === 1,
        detail,
        freeSpin,
      };
    })
    .immediate();
}
