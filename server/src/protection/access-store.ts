// Breaks and self-exclusions of a person (every account, every casino of the operator), and the
// revocation of a person's sessions and games when one starts. Parameterised SQL only.
import type { BreakPeriod, ExclusionPeriod, ProtectionProfileName } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { accountsOfPerson } from '../people/persons';
import { exclusionActive, type ExclusionRecord } from './periods';

export function activeBreak(db: Db, personId: number, now: number): { until: number } | null {
  const row = db
    .prepare('SELECT until FROM person_breaks WHERE person_id = ? AND until > ?')
    .get(personId, now) as { until: number } | undefined;
  return row ?? null;
}

export function saveBreak(
  db: Db,
  personId: number,
  period: BreakPeriod,
  until: number,
  now: number,
): void {
  db.prepare(
    `INSERT INTO person_breaks (person_id, period, started_at, until) VALUES (?, ?, ?, ?)
     ON CONFLICT (person_id) DO UPDATE SET period = excluded.period,
       started_at = excluded.started_at, until = excluded.until`,
  ).run(personId, period, now, until);
}

interface ExclusionRow {
  profile: ProtectionProfileName;
  started_at: number;
  until: number | null;
  end_requested_at: number | null;
  ends_at: number | null;
}

/** The person's exclusion, whatever its state, or null. */
export function readExclusion(db: Db, personId: number): ExclusionRecord | null {
  const row = db
    .prepare(
      `SELECT profile, started_at, until, end_requested_at, ends_at FROM person_exclusions
        WHERE person_id = ?`,
    )
    .get(personId) as ExclusionRow | undefined;
  if (!row) return null;
  return {
    profile: row.profile,
    startedAt: row.started_at,
    until: row.until,
    endRequestedAt: row.end_requested_at,
    endsAt: row.ends_at,
  };
}

/** The person's exclusion still in force at `now` (running, cooling off, awaiting return), or null. */
export function activeExclusion(db: Db, personId: number, now: number): ExclusionRecord | null {
  const record = readExclusion(db, personId);
  return record && exclusionActive(record, now) ? record : null;
}

export function saveExclusion(
  db: Db,
  personId: number,
  period: ExclusionPeriod,
  record: ExclusionRecord,
): void {
  db.prepare(
    `INSERT INTO person_exclusions
       (person_id, profile, period, started_at, until, end_requested_at, end_reason, ends_at)
     VALUES (?, ?, ?, ?, ?, ?, NULL, ?)
     ON CONFLICT (person_id) DO UPDATE SET profile = excluded.profile, period = excluded.period,
       started_at = excluded.started_at, until = excluded.until,
       end_requested_at = excluded.end_requested_at, end_reason = NULL, ends_at = excluded.ends_at`,
  ).run(
    personId,
    record.profile,
    period,
    record.startedAt,
    record.until,
    record.endRequestedAt,
    record.endsAt,
  );
}

/** Records the request to end the exclusion or to come back (its reason kept for the operator). */
export function saveExclusionEnd(
  db: Db,
  personId: number,
  record: ExclusionRecord,
  reason: string | null,
): void {
  db.prepare(
    `UPDATE person_exclusions SET end_requested_at = ?, ends_at = ?, end_reason = ?
      WHERE person_id = ?`,
  ).run(record.endRequestedAt, record.endsAt, reason, personId);
}

/** Logs the person out everywhere: every account's site sessions go, every game they opened closes. */
export function revokePerson(db: Db, personId: number, now: number): void {
  const closeGames = db.prepare(
    'UPDATE game_sessions SET closed_at = ? WHERE player_id = ? AND closed_at IS NULL',
  );
  const dropSessions = db.prepare('DELETE FROM sessions WHERE player_id = ?');
  for (const id of accountsOfPerson(db, personId)) {
    closeGames.run(now, id);
    dropSessions.run(id);
  }
}
