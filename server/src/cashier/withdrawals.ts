// Withdrawals: money leaving the casino to the player. A request takes the amount off the balance
// at once and stays pending (the player may cancel it, the money coming back) until its pay time,
// when it is paid; that is settled whenever the player's withdrawals are read. Each request
// carries a key of the player's making: the same key again answers the first request and moves
// nothing. Money in integer cents, parameterised SQL, no balance below zero.
import type { Withdrawal, WithdrawalMethod } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { passGate } from '../protection/money-gate';
import { ProtectionRefused, type Account, type Refusal } from '../protection/refusals';

export const WITHDRAWAL_MIN_CENTS = 100;
export const WITHDRAWAL_METHODS: readonly WithdrawalMethod[] = [
  'bank_transfer',
  'card',
  'e_wallet',
];
const KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;

export interface WithdrawalRequest {
  amountCents: number;
  method: WithdrawalMethod;
  idempotencyKey: string;
}

interface WithdrawalRow {
  id: number;
  player_id: number;
  amount_cents: number;
  method: WithdrawalMethod;
  status: Withdrawal['status'];
  requested_at: number;
  pays_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount_cents: row.amount_cents,
    method: row.method,
    status: row.status,
    requested_at: iso(row.requested_at)!,
    pays_at: iso(row.pays_at)!,
    paid_at: iso(row.paid_at),
    cancelled_at: iso(row.cancelled_at),
  };
}

export function isWithdrawalMethod(value: unknown): value is WithdrawalMethod {
  return typeof value === 'string' && (WITHDRAWAL_METHODS as readonly string[]).includes(value);
}

/** The request of a JSON body, or what is wrong with it. */
export function parseWithdrawalRequest(body: unknown): WithdrawalRequest | string {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const amount = input.amount_cents;
  if (
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    amount < WITHDRAWAL_MIN_CENTS
  ) {
    return `amount_cents must be a whole number of cents, at least ${WITHDRAWAL_MIN_CENTS}`;
  }
  if (!isWithdrawalMethod(input.method)) {
    return `method must be one of ${WITHDRAWAL_METHODS.join(', ')}`;
  }
  const key = input.idempotency_key;
  if (typeof key !== 'string' || !KEY_RE.test(key)) {
    return 'idempotency_key must be 16-64 characters of A-Z, a-z, 0-9, _ and -';
  }
  return { amountCents: amount, method: input.method, idempotencyKey: key };
}

/** Pending withdrawals whose pay time has come are paid (as of that time). */
export function settleWithdrawals(db: Db, playerId: number, now: number): void {
  db.prepare(
    `UPDATE withdrawals SET status = 'paid', paid_at = pays_at
      WHERE player_id = ? AND status = 'pending' AND pays_at <= ?`,
  ).run(playerId, now);
}

/** The player's withdrawals at `now`, newest first. */
export function listWithdrawals(db: Db, playerId: number, now: number): Withdrawal[] {
  settleWithdrawals(db, playerId, now);
  const rows = db
    .prepare('SELECT * FROM withdrawals WHERE player_id = ? ORDER BY requested_at DESC, id DESC')
    .all(playerId) as WithdrawalRow[];
  return rows.map(toWithdrawal);
}

/** What the player may withdraw: their balance. */
export function withdrawableCents(db: Db, playerId: number): number {
  const row = db.prepare('SELECT balance_cents FROM players WHERE id = ?').get(playerId) as
    { balance_cents: number } | undefined;
  return Math.max(0, row?.balance_cents ?? 0);
}

export type WithdrawalOutcome =
  | { status: 'created' | 'repeated'; withdrawal: Withdrawal }
  | { status: 'insufficient_funds' }
  | { status: 'refused'; refusal: Refusal };

/**
 * A withdrawal in one IMMEDIATE transaction: the same key again answers its first request; then
 * the protection gate (a verified age; allowed on a break or excluded), then the balance; then the
 * money leaves the balance and the request is recorded. A refusal writes nothing.
 */
export function requestWithdrawal(
  db: Db,
  account: Account,
  request: WithdrawalRequest,
  now: number,
  delayMs: number,
): WithdrawalOutcome {
  try {
    return db
      .transaction((): WithdrawalOutcome => {
        const existing = db
          .prepare('SELECT * FROM withdrawals WHERE player_id = ? AND idempotency_key = ?')
          .get(account.id, request.idempotencyKey) as WithdrawalRow | undefined;
        if (existing) {
          settleWithdrawals(db, account.id, now);
          const current = db
            .prepare('SELECT * FROM withdrawals WHERE id = ?')
            .get(existing.id) as WithdrawalRow;
          return { status: 'repeated', withdrawal: toWithdrawal(current) };
        }
        passGate(db, account, { kind: 'withdrawal' }, now);
        // the balance only goes down when it covers the amount
        const taken = db
          .prepare(
            'UPDATE players SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents >= ?',
          )
          .run(request.amountCents, account.id, request.amountCents);
        if (taken.changes !== 1) return { status: 'insufficient_funds' };
        const inserted = db
          .prepare(
            `INSERT INTO withdrawals
               (player_id, idempotency_key, amount_cents, method, status, requested_at, pays_at)
             VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
          )
          .run(
            account.id,
            request.idempotencyKey,
            request.amountCents,
            request.method,
            now,
            now + delayMs,
          );
        const row = db
          .prepare('SELECT * FROM withdrawals WHERE id = ?')
          .get(inserted.lastInsertRowid) as WithdrawalRow;
        return { status: 'created', withdrawal: toWithdrawal(row) };
      })
      .immediate();
  } catch (err) {
    if (err instanceof ProtectionRefused) return { status: 'refused', refusal: err.refusal };
    throw err;
  }
}

export type CancelOutcome =
  { status: 'cancelled'; withdrawal: Withdrawal } | { status: 'not_found' | 'not_pending' };

/** The player's own pending withdrawal cancelled and its money back, in one transaction. */
export function cancelWithdrawal(db: Db, playerId: number, id: number, now: number): CancelOutcome {
  return db
    .transaction((): CancelOutcome => {
      // one whose pay time has passed is paid already
      settleWithdrawals(db, playerId, now);
      const row = db
        .prepare('SELECT * FROM withdrawals WHERE id = ? AND player_id = ?')
        .get(id, playerId) as WithdrawalRow | undefined;
      if (!row) return { status: 'not_found' };
      if (row.status !== 'pending') return { status: 'not_pending' };
      db.prepare(
        "UPDATE withdrawals SET status = 'cancelled', cancelled_at = ? WHERE id = ? AND status = 'pending'",
      ).run(now, id);
      db.prepare('UPDATE players SET balance_cents = balance_cents + ? WHERE id = ?').run(
        row.amount_cents,
        playerId,
      );
      const cancelled = db
        .prepare('SELECT * FROM withdrawals WHERE id = ?')
        .get(id) as WithdrawalRow;
      return { status: 'cancelled', withdrawal: toWithdrawal(cancelled) };
    })
    .immediate();
}
