// The one gate where money moves (docs/player-protection.md, "One gate where money moves"): every
// function that writes a launch, a stake, a buy-in, a deposit, a withdrawal, free spins or a
// coupon calls it inside its own transaction, before any write; a refusal throws, so nothing is
// written. Routes do not call the rules themselves.
import type { Db } from '../db/database';
import { findPlayerById } from '../db/players';
import { protectionProfileOf } from './profiles';
import { recordPlay } from './protection-store';
import {
  accessRefusal,
  ageRefusal,
  depositRefusal,
  idleMsOf,
  lossRefusal,
  playRefusal,
  ProtectionRefused,
  type Account,
  type Refusal,
} from './refusals';

export type MoneyAction =
  /** a game session opened (real or fun money: time is spent either way) */
  | { kind: 'launch' }
  /** a bet or a tournament buy-in; `costCents` 0 for a free spin or a free tournament */
  | { kind: 'stake'; costCents: number; realMoney: boolean }
  | { kind: 'deposit'; amountCents: number }
  /** money leaving: allowed on a break or excluded (the person's balance is theirs) */
  | { kind: 'withdrawal' }
  /** free spins or a coupon given */
  | { kind: 'bonus' };

/** What the rules say about `action` by `account` at `now`: null when it may go ahead. */
export function gateRefusal(
  db: Db,
  account: Account,
  action: MoneyAction,
  now: number,
): Refusal | null {
  switch (action.kind) {
    case 'launch':
      return playRefusal(db, account, now);
    case 'stake':
      return (
        playRefusal(db, account, now) ??
        (action.realMoney ? lossRefusal(db, account, action.costCents, now) : null)
      );
    case 'deposit':
      return depositRefusal(db, account, action.amountCents, now);
    case 'withdrawal':
      return ageRefusal(db, account, 'withdrawal', now);
    case 'bonus':
      return accessRefusal(db, account, now) ?? ageRefusal(db, account, 'play', now);
  }
}

/**
 * Lets `action` through or throws ProtectionRefused. A launch or a stake is play: it starts the
 * person's play session or keeps it going. Call it inside the transaction that writes the money.
 */
export function passGate(db: Db, account: Account, action: MoneyAction, now: number): void {
  const refusal = gateRefusal(db, account, action, now);
  if (refusal) throw new ProtectionRefused(refusal);
  if (action.kind === 'launch' || action.kind === 'stake') {
    recordPlay(db, account.person_id, now, idleMsOf(account.casino_key));
  }
}

/** passGate for an account known by id (a game session's player). */
export function passGateFor(db: Db, playerId: number, action: MoneyAction, now: number): void {
  const account = findPlayerById(db, playerId);
  if (!account) throw new Error(`no player ${playerId}`);
  passGate(db, account, action, now);
}

/**
 * A guest's free play: refused (throws) where the profile wants every player's age verified
 * before any play, free play included: the guest needs an account first.
 */
export function passGuestGate(casinoKey: string): void {
  if (protectionProfileOf(casinoKey).age_verification === 'before_play') {
    throw new ProtectionRefused({ code: 'age_unverified' });
  }
}
