// The person behind a player's accounts (docs/player-protection.md, "One person, one account per
// casino"): the canonical e-mail, the date of birth, the name and the age verification. Breaks,
// exclusions, limits, play sessions and the history hang on the person. Parameterised SQL only.
import type { AgeVerification } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { canonicalEmail } from './canonical-email';

export interface PersonRow {
  id: number;
  /** canonical */
  email: string;
  /** YYYY-MM-DD; null for an account made before dates of birth were asked */
  dob: string | null;
  fname: string;
  lname: string;
  age_verification: AgeVerification;
  tools_seen_at: number | null;
  created_at: number;
}

export interface NewPerson {
  email: string;
  fname: string;
  lname: string;
  dob?: string | null;
}

export function personByEmail(db: Db, email: string): PersonRow | undefined {
  return db.prepare('SELECT * FROM persons WHERE email = ?').get(canonicalEmail(email)) as
    PersonRow | undefined;
}

export function personById(db: Db, id: number): PersonRow | undefined {
  return db.prepare('SELECT * FROM persons WHERE id = ?').get(id) as PersonRow | undefined;
}

/** The person of an e-mail, made on first sight; a known person keeps what they told us first. */
export function ensurePerson(db: Db, p: NewPerson, now: number): PersonRow {
  db.prepare(
    `INSERT INTO persons (email, dob, fname, lname, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET dob = COALESCE(persons.dob, excluded.dob)`,
  ).run(canonicalEmail(p.email), p.dob ?? null, p.fname, p.lname, now);
  return personByEmail(db, p.email)!;
}

/** The person's account in one casino, if any (one per person per casino). */
export function accountInCasino(
  db: Db,
  personId: number,
  casinoKey: string,
): { id: number; username: string } | undefined {
  return db
    .prepare('SELECT id, username FROM players WHERE person_id = ? AND casino_key = ? LIMIT 1')
    .get(personId, casinoKey) as { id: number; username: string } | undefined;
}

/** Every account of the person, in every casino. */
export function accountsOfPerson(db: Db, personId: number): number[] {
  return (
    db.prepare('SELECT id FROM players WHERE person_id = ?').all(personId) as { id: number }[]
  ).map((r) => r.id);
}

export function setAgeVerification(db: Db, personId: number, state: AgeVerification): void {
  db.prepare('UPDATE persons SET age_verification = ? WHERE id = ?').run(state, personId);
}

export function markToolsSeen(db: Db, personId: number, now: number): void {
  db.prepare('UPDATE persons SET tools_seen_at = COALESCE(tools_seen_at, ?) WHERE id = ?').run(
    now,
    personId,
  );
}
