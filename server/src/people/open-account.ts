// Opening an account (the sign-up's write): one account per person per casino, decided in one
// IMMEDIATE transaction so that two sign-ups of one person at once cannot both pass.
import type { Db } from '../db/database';
import { insertPlayer, type NewPlayer } from '../db/players';
import { accountInCasino, personByEmail } from './persons';

export type OpenAccountOutcome =
  { status: 'opened'; id: number } | { status: 'account_exists' | 'username_taken' };

export function openAccount(db: Db, p: NewPlayer, now: number): OpenAccountOutcome {
  return db
    .transaction((): OpenAccountOutcome => {
      const person = personByEmail(db, p.email);
      if (person && accountInCasino(db, person.id, p.casino_key)) {
        return { status: 'account_exists' };
      }
      const id = insertPlayer(db, p, now);
      return id === null ? { status: 'username_taken' } : { status: 'opened', id };
    })
    .immediate();
}
