// Demo cashier rules: amounts are decimals with at most two places, within a per-deposit and a
// per-day cap; each deposit form carries a nonce the server issued to that player, usable once.
// A refused deposit writes nothing.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { findPlayerById } from '../db/players';
import { gateRefusal } from '../protection/money-gate';
import type { Refusal } from '../protection/refusals';

export const DEPOSIT_MIN_CENTS = 100;
export const DEPOSIT_MAX_CENTS = 1_000_000;
export const DEPOSIT_DAILY_MAX_CENTS = 2_000_000;
export const CASHIER_NONCE_TTL_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const AMOUNT_RE = /^(\d{1,7})(?:\.(\d{1,2}))?$/;
const NONCE_RE = /^[a-f0-9]{32}$/;

/** Cents of a typed amount ("25", "25.5", "25.50"), or null (hex, exponents, sub-cents, signs). */
export function parseAmountCents(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const m = AMOUNT_RE.exec(raw.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A fresh nonce for one deposit form of this player. */
export function issueCashierNonce(db: Db, playerId: number, now = Date.now()): string {
  const nonce = randomBytes(16).toString('hex');
  db.prepare('DELETE FROM cashier_nonces WHERE expires_at < ?').run(now - DAY_MS);
  db.prepare('INSERT INTO cashier_nonces (nonce, player_id, expires_at) VALUES (?, ?, ?)').run(
    nonce,
    playerId,
    now + CASHIER_NONCE_TTL_MS,
  );
  return nonce;
}

export type DepositOutcome =
  | { status: 'credited' | 'already_credited'; balanceCents: number }
  | { status: 'invalid_amount' | 'over_daily_cap' | 'invalid_nonce' }
  | { status: 'refused'; refusal: Refusal };

/** Credits a deposit in one transaction, or refuses it with nothing written. */
export function deposit(
  db: Db,
  playerId: number,
  nonce: unknown,
  amountCents: number | null,
  now = Date.now(),
): DepositOutcome {
  if (
    amountCents === null ||
    !Number.isInteger(amountCents) ||
    amountCents < DEPOSIT_MIN_CENTS ||
    amountCents > DEPOSIT_MAX_CENTS
  ) {
    return { status: 'invalid_amount' };
  }
  if (typeof nonce !== 'string' || !NONCE_RE.test(nonce)) return { status: 'invalid_nonce' };
  return db
    .transaction((): DepositOutcome => {
      const balance = () =>
        (
          db.prepare('SELECT balance_cents FROM players WHERE id = ?').get(playerId) as {
            balance_cents: number;
          }
        ).balance_cents;
      const issued = db
        .prepare('SELECT expires_at, used_at FROM cashier_nonces WHERE nonce = ? AND player_id = ?')
        .get(nonce, playerId) as { expires_at: number; used_at: number | null } | undefined;
      if (!issued) return { status: 'invalid_nonce' };
      if (issued.used_at !== null) {
        // the same form sent twice: answer as the first time, credit nothing
        const done = db
          .prepare('SELECT 1 FROM deposits WHERE player_id = ? AND nonce = ?')
          .get(playerId, nonce);
        return done
          ? { status: 'already_credited', balanceCents: balance() }
          : { status: 'invalid_nonce' };
      }
      if (issued.expires_at <= now) return { status: 'invalid_nonce' };
      const today = (
        db
          .prepare(
            'SELECT COALESCE(SUM(amount_cents), 0) AS n FROM deposits WHERE player_id = ? AND created_at > ?',
          )
          .get(playerId, now - DAY_MS) as { n: number }
      ).n;
      if (today + amountCents > DEPOSIT_DAILY_MAX_CENTS) return { status: 'over_daily_cap' };
      // the protection gate (break, exclusion, age, deposit limits): a refusal writes nothing
      const refusal = gateRefusal(
        db,
        findPlayerById(db, playerId)!,
        { kind: 'deposit', amountCents },
        now,
      );
      if (refusal) return { status: 'refused', refusal };
      db.prepare('UPDATE cashier_nonces SET used_at = ? WHERE nonce = ?').run(now, nonce);
      db.prepare(
        'INSERT INTO deposits (player_id, nonce, amount_cents, created_at) VALUES (?, ?, ?, ?)',
      ).run(playerId, nonce, amountCents, now);
      db.prepare('UPDATE players SET balance_cents = balance_cents + ? WHERE id = ?').run(
        amountCents,
        playerId,
      );
      return { status: 'credited', balanceCents: balance() };
    })
    .immediate();
}
