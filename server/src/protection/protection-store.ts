// The player's limits, reality check choice and play session, and the money totals the limits
// count (deposits, real-money bets). Parameterised SQL only.
import type { LimitKind } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { NO_LIMIT, type StoredLimit } from './limit-rules';
import type { Deposit } from './money-windows';

interface LimitRow {
  kind: LimitKind;
  value: number | null;
  pending_value: number | null;
  pending_effective_at: number | null;
}

const toLimit = (row: LimitRow | undefined): StoredLimit =>
  row
    ? {
        value: row.value,
        pending:
          row.pending_effective_at === null
            ? null
            : { value: row.pending_value, effectiveAt: row.pending_effective_at },
      }
    : NO_LIMIT;

export function readLimit(db: Db, playerId: number, kind: LimitKind): StoredLimit {
  return toLimit(
    db
      .prepare(
        `SELECT kind, value, pending_value, pending_effective_at FROM protection_limits
          WHERE player_id = ? AND kind = ?`,
      )
      .get(playerId, kind) as LimitRow | undefined,
  );
}

export function readLimits(db: Db, playerId: number): Map<LimitKind, StoredLimit> {
  const rows = db
    .prepare(
      `SELECT kind, value, pending_value, pending_effective_at FROM protection_limits
        WHERE player_id = ?`,
    )
    .all(playerId) as LimitRow[];
  return new Map(rows.map((r) => [r.kind, toLimit(r)]));
}

export function writeLimit(
  db: Db,
  playerId: number,
  kind: LimitKind,
  limit: StoredLimit,
  now: number,
): void {
  db.prepare(
    `INSERT INTO protection_limits (player_id, kind, value, pending_value, pending_effective_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (player_id, kind) DO UPDATE SET value = excluded.value,
       pending_value = excluded.pending_value, pending_effective_at = excluded.pending_effective_at,
       updated_at = excluded.updated_at`,
  ).run(
    playerId,
    kind,
    limit.value,
    limit.pending?.value ?? null,
    limit.pending?.effectiveAt ?? null,
    now,
  );
}

/** The player's reality check interval: minutes, null (turned off) or undefined (never chosen). */
export function chosenInterval(db: Db, playerId: number): number | null | undefined {
  const row = db
    .prepare('SELECT interval_min FROM reality_check_settings WHERE player_id = ?')
    .get(playerId) as { interval_min: number | null } | undefined;
  return row ? row.interval_min : undefined;
}

export function saveInterval(
  db: Db,
  playerId: number,
  intervalMin: number | null,
  now: number,
): void {
  db.prepare(
    `INSERT INTO reality_check_settings (player_id, interval_min, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (player_id) DO UPDATE SET interval_min = excluded.interval_min,
       updated_at = excluded.updated_at`,
  ).run(playerId, intervalMin, now);
}

/** A site session (login to logout) as the protection rules see it. */
export interface PlaySession {
  tokenHash: string;
  playerId: number;
  startedAt: number;
  /** the next reality check once answered or re-timed; undefined until then */
  nextCheckAt: number | null | undefined;
}

export function playSession(db: Db, tokenHash: string | null): PlaySession | null {
  if (!tokenHash) return null;
  const row = db
    .prepare(
      `SELECT s.token_hash, s.player_id, s.created_at, p.token_hash AS seen, p.next_check_at
         FROM sessions s LEFT JOIN protection_sessions p ON p.token_hash = s.token_hash
        WHERE s.token_hash = ?`,
    )
    .get(tokenHash) as
    | {
        token_hash: string;
        player_id: number;
        created_at: number;
        seen: string | null;
        next_check_at: number | null;
      }
    | undefined;
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    playerId: row.player_id,
    startedAt: row.created_at,
    nextCheckAt: row.seen === null ? undefined : row.next_check_at,
  };
}

export function saveNextCheck(
  db: Db,
  session: PlaySession,
  nextCheckAt: number | null,
  now: number,
): void {
  db.prepare(
    `INSERT INTO protection_sessions (token_hash, player_id, next_check_at, updated_at)
     VALUES (?, ?, ?, ?)
     ON CONFLICT (token_hash) DO UPDATE SET next_check_at = excluded.next_check_at,
       updated_at = excluded.updated_at`,
  ).run(session.tokenHash, session.playerId, nextCheckAt, now);
}

export function depositsSince(db: Db, playerId: number, since: number): Deposit[] {
  return db
    .prepare(
      `SELECT created_at AS at, amount_cents AS cents FROM deposits
        WHERE player_id = ? AND created_at >= ? ORDER BY created_at`,
    )
    .all(playerId, since) as Deposit[];
}

/** Stakes and wins of the player's real-money bets from `since` on. */
export function betTotalsSince(
  db: Db,
  playerId: number,
  since: number,
): { wagered: number; won: number } {
  return db
    .prepare(
      `SELECT COALESCE(SUM(stake_cents), 0) AS wagered, COALESCE(SUM(win_cents), 0) AS won
         FROM bets WHERE player_id = ? AND real_money = 1 AND created_at >= ?`,
    )
    .get(playerId, since) as { wagered: number; won: number };
}
