// A person's limits, reality check choice and play sessions, and the money totals the limits count
// (deposits, real-money stakes and wins, buy-ins) over every account of the person. Parameterised
// SQL only.
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

const LIMIT_COLUMNS = 'kind, value, pending_value, pending_effective_at';

export function readLimit(db: Db, personId: number, kind: LimitKind): StoredLimit {
  return toLimit(
    db
      .prepare(`SELECT ${LIMIT_COLUMNS} FROM person_limits WHERE person_id = ? AND kind = ?`)
      .get(personId, kind) as LimitRow | undefined,
  );
}

export function readLimits(db: Db, personId: number): Map<LimitKind, StoredLimit> {
  const rows = db
    .prepare(`SELECT ${LIMIT_COLUMNS} FROM person_limits WHERE person_id = ?`)
    .all(personId) as LimitRow[];
  return new Map(rows.map((r) => [r.kind, toLimit(r)]));
}

export function writeLimit(
  db: Db,
  personId: number,
  kind: LimitKind,
  limit: StoredLimit,
  now: number,
): void {
  db.prepare(
    `INSERT INTO person_limits (person_id, kind, value, pending_value, pending_effective_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (person_id, kind) DO UPDATE SET value = excluded.value,
       pending_value = excluded.pending_value, pending_effective_at = excluded.pending_effective_at,
       updated_at = excluded.updated_at`,
  ).run(
    personId,
    kind,
    limit.value,
    limit.pending?.value ?? null,
    limit.pending?.effectiveAt ?? null,
    now,
  );
}

/** The person's reality check interval: minutes, null (turned off) or undefined (never chosen). */
export function chosenInterval(db: Db, personId: number): number | null | undefined {
  const row = db
    .prepare('SELECT interval_min FROM person_reality_checks WHERE person_id = ?')
    .get(personId) as { interval_min: number | null } | undefined;
  return row ? row.interval_min : undefined;
}

export function saveInterval(
  db: Db,
  personId: number,
  intervalMin: number | null,
  now: number,
): void {
  db.prepare(
    `INSERT INTO person_reality_checks (person_id, interval_min, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (person_id) DO UPDATE SET interval_min = excluded.interval_min,
       updated_at = excluded.updated_at`,
  ).run(personId, intervalMin, now);
}

/** A play session: from the person's first launch or bet to `idle` without either, any device. */
export interface PlaySession {
  id: number;
  personId: number;
  startedAt: number;
  lastPlayAt: number;
  /** the next reality check once answered or re-timed; null until then */
  nextCheckAt: number | null;
}

interface PlaySessionRow {
  id: number;
  person_id: number;
  started_at: number;
  last_play_at: number;
  next_check_at: number | null;
}

/** The person's play session in progress at `now`, or null (none yet, or idle for `idleMs`). */
export function currentPlaySession(
  db: Db,
  personId: number,
  now: number,
  idleMs: number,
): PlaySession | null {
  const row = db
    .prepare(
      `SELECT id, person_id, started_at, last_play_at, next_check_at FROM play_sessions
        WHERE person_id = ? ORDER BY last_play_at DESC, id DESC LIMIT 1`,
    )
    .get(personId) as PlaySessionRow | undefined;
  if (!row || row.last_play_at + idleMs <= now) return null;
  return {
    id: row.id,
    personId: row.person_id,
    startedAt: row.started_at,
    lastPlayAt: row.last_play_at,
    nextCheckAt: row.next_check_at,
  };
}

/** A launch or a bet: the session in progress goes on, or a new one starts now. */
export function recordPlay(db: Db, personId: number, now: number, idleMs: number): void {
  const current = currentPlaySession(db, personId, now, idleMs);
  if (current) {
    db.prepare('UPDATE play_sessions SET last_play_at = MAX(last_play_at, ?) WHERE id = ?').run(
      now,
      current.id,
    );
    return;
  }
  db.prepare(
    'INSERT INTO play_sessions (person_id, started_at, last_play_at, next_check_at) VALUES (?, ?, ?, NULL)',
  ).run(personId, now, now);
}

export function saveNextCheck(db: Db, session: PlaySession, nextCheckAt: number | null): void {
  db.prepare('UPDATE play_sessions SET next_check_at = ? WHERE id = ?').run(
    nextCheckAt,
    session.id,
  );
}

export function depositsSince(db: Db, personId: number, since: number): Deposit[] {
  return db
    .prepare(
      `SELECT d.created_at AS at, d.amount_cents AS cents FROM deposits d
         JOIN players p ON p.id = d.player_id
        WHERE p.person_id = ? AND d.created_at >= ? ORDER BY d.created_at`,
    )
    .all(personId, since) as Deposit[];
}

/**
 * What the person staked (real-money bets and tournament buy-ins) and won (real-money bets) from
 * `since` on, over every account.
 */
export function stakeTotalsSince(
  db: Db,
  personId: number,
  since: number,
): { wagered: number; won: number } {
  const bets = db
    .prepare(
      `SELECT COALESCE(SUM(b.stake_cents), 0) AS wagered, COALESCE(SUM(b.win_cents), 0) AS won
         FROM bets b JOIN players p ON p.id = b.player_id
        WHERE p.person_id = ? AND b.real_money = 1 AND b.created_at >= ?`,
    )
    .get(personId, since) as { wagered: number; won: number };
  const buyIns = db
    .prepare(
      `SELECT COALESCE(SUM(t.buy_in_cents), 0) AS n FROM tournament_entries t
         JOIN players p ON p.id = t.player_id
        WHERE p.person_id = ? AND t.joined_at >= ?`,
    )
    .get(personId, since) as { n: number };
  return { wagered: bets.wagered + buyIns.n, won: bets.won };
}
