// Breaks (kept per account, taken for every account of the person) and self-exclusions (per
// person: the lower-cased e-mail, every casino), and
// the revocation of an account's sessions and games when one starts. Parameterised SQL only.
import type { BreakPeriod, ExclusionPeriod } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { exclusionActive, type ExclusionRecord } from './periods';

export const personOf = (email: string): string => email.trim().toLowerCase();

export function activeBreak(db: Db, playerId: number, now: number): { until: number } | null {
  const row = db
    .prepare('SELECT until FROM protection_breaks WHERE player_id = ? AND until > ?')
    .get(playerId, now) as { until: number } | undefined;
  return row ?? null;
}

export function saveBreak(
  db: Db,
  playerId: number,
  period: BreakPeriod,
  until: number,
  now: number,
): void {
  db.prepare(
    `INSERT INTO protection_breaks (player_id, period, started_at, until) VALUES (?, ?, ?, ?)
     ON CONFLICT (player_id) DO UPDATE SET period = excluded.period,
       started_at = excluded.started_at, until = excluded.until`,
  ).run(playerId, period, now, until);
}

interface ExclusionRow {
  until: number | null;
  end_requested_at: number | null;
  ends_at: number | null;
}

/** The person's exclusion in force at `now`, or null (none, or one that has ended). */
export function activeExclusion(db: Db, email: string, now: number): ExclusionRecord | null {
  const row = db
    .prepare('SELECT until, end_requested_at, ends_at FROM protection_exclusions WHERE email = ?')
    .get(personOf(email)) as ExclusionRow | undefined;
  if (!row) return null;
  const record: ExclusionRecord = {
    until: row.until,
    endRequestedAt: row.end_requested_at,
    endsAt: row.ends_at,
  };
  return exclusionActive(record, now) ? record : null;
}

export function saveExclusion(
  db: Db,
  email: string,
  period: ExclusionPeriod,
  record: ExclusionRecord,
  now: number,
): void {
  db.prepare(
    `INSERT INTO protection_exclusions (email, period, started_at, until, end_requested_at, ends_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET period = excluded.period, started_at = excluded.started_at,
       until = excluded.until, end_requested_at = excluded.end_requested_at,
       ends_at = excluded.ends_at`,
  ).run(personOf(email), period, now, record.until, record.endRequestedAt, record.endsAt);
}

/** Records the end request of the person's exclusion (the cooling-off), keeping its period. */
export function saveExclusionEnd(db: Db, email: string, record: ExclusionRecord): void {
  db.prepare(
    'UPDATE protection_exclusions SET end_requested_at = ?, ends_at = ? WHERE email = ?',
  ).run(record.endRequestedAt, record.endsAt, personOf(email));
}

/** Every account of a person, in every casino. */
export function accountsOf(db: Db, email: string): number[] {
  const rows = db.prepare('SELECT id FROM players WHERE lower(email) = ?').all(personOf(email)) as {
    id: number;
  }[];
  return rows.map((r) => r.id);
}

/** Logs the accounts out everywhere: their site sessions go, and every game they opened closes. */
export function revokeAccounts(db: Db, playerIds: readonly number[], now: number): void {
  const closeGames = db.prepare(
    'UPDATE game_sessions SET closed_at = ? WHERE player_id = ? AND closed_at IS NULL',
  );
  const dropSessions = db.prepare('DELETE FROM sessions WHERE player_id = ?');
  for (const id of playerIds) {
    closeGames.run(now, id);
    dropSessions.run(id);
  }
}
