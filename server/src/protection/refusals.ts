// What the protection rules refuse, in one place (docs/player-protection.md, "Refusals"): the
// login and every action of an account on a break or of an excluded person; a launch or a bet in a
// session whose time limit is up or whose reality check is due; a bet past the loss limit; a
// deposit past a deposit limit. Each answers the rule's code, its limit and until when, or null.
import type { LimitKind, ProtectionRefusalCode } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { activeBreak, activeExclusion } from './access-store';
import { settleLimit } from './limit-rules';
import {
  DEPOSIT_LIMITS,
  depositRefusalUntil,
  lossRefusalUntil,
  utcDayStart,
} from './money-windows';
import { DAY_MS } from './periods';
import { protectionProfileOf } from './profiles';
import {
  betTotalsSince,
  chosenInterval,
  depositsSince,
  playSession,
  readLimit,
} from './protection-store';
import { isDue, realityDueAt, realityInterval, sessionLimitEnd } from './session-rules';

export interface Refusal {
  code: ProtectionRefusalCode;
  limit?: LimitKind;
  /** epoch ms; null: no end (an indefinite exclusion) */
  until?: number | null;
}

/** Thrown inside a transaction (a bet, a deposit) so that nothing is written. */
export class ProtectionRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
    this.name = 'ProtectionRefused';
  }
}

/** The account as the rules need it. */
export interface Account {
  id: number;
  email: string;
  casino_key: string;
}

/** On a break, or excluded (in any casino of the operator): login and every action are refused. */
export function accessRefusal(db: Db, account: Account, now: number): Refusal | null {
  const exclusion = activeExclusion(db, account.email, now);
  if (exclusion) return { code: 'self_excluded', until: exclusion.until ?? exclusion.endsAt };
  const pause = activeBreak(db, account.id, now);
  if (pause) return { code: 'on_break', until: pause.until };
  return null;
}

/**
 * A launch or a bet in the site session `tokenHash`: refused on a break or exclusion, once the
 * session time limit is up (until: when it ran out; a new login starts a new session), or while
 * a reality check is due.
 */
export function playRefusal(
  db: Db,
  account: Account,
  tokenHash: string | null,
  now: number,
): Refusal | null {
  const access = accessRefusal(db, account, now);
  if (access) return access;
  const session = playSession(db, tokenHash);
  if (!session || session.playerId !== account.id) return null;
  const profile = protectionProfileOf(account.casino_key);
  if (profile.session_limit) {
    const minutes = settleLimit(readLimit(db, account.id, 'session_minutes'), now).value;
    const end = sessionLimitEnd(session.startedAt, minutes);
    if (end !== null && end <= now) {
      return { code: 'limit_reached', limit: 'session_minutes', until: end };
    }
  }
  const interval = realityInterval(profile, chosenInterval(db, account.id));
  if (isDue(realityDueAt(interval, session.startedAt, session.nextCheckAt), now)) {
    return { code: 'reality_check_due' };
  }
  return null;
}

/** A real-money stake of `stakeCents` against the day's loss limit. */
export function lossRefusal(
  db: Db,
  account: Account,
  stakeCents: number,
  now: number,
): Refusal | null {
  if (!protectionProfileOf(account.casino_key).money_limits || stakeCents <= 0) return null;
  const limit = settleLimit(readLimit(db, account.id, 'loss_day'), now).value;
  if (limit === null) return null;
  const { wagered, won } = betTotalsSince(db, account.id, utcDayStart(now));
  const until = lossRefusalUntil(limit, wagered - won, stakeCents, now);
  return until === null ? null : { code: 'limit_reached', limit: 'loss_day', until };
}

/** A bet: everything a launch checks, and the loss limit for real money. */
export function betRefusal(
  db: Db,
  account: Account,
  tokenHash: string | null,
  bet: { costCents: number; realMoney: boolean },
  now: number,
): Refusal | null {
  return (
    playRefusal(db, account, tokenHash, now) ??
    (bet.realMoney ? lossRefusal(db, account, bet.costCents, now) : null)
  );
}

/**
 * A deposit of `amountCents`: refused on a break or exclusion, or past a deposit limit (when
 * several refuse, the one that ends last: only then does the deposit fit).
 */
export function depositRefusal(
  db: Db,
  account: Account,
  amountCents: number,
  now: number,
): Refusal | null {
  const access = accessRefusal(db, account, now);
  if (access) return access;
  if (!protectionProfileOf(account.casino_key).money_limits) return null;
  let refusal: Refusal | null = null;
  const deposits = depositsSince(db, account.id, now - 31 * DAY_MS);
  for (const kind of DEPOSIT_LIMITS) {
    const limit = settleLimit(readLimit(db, account.id, kind), now).value;
    if (limit === null) continue;
    const until = depositRefusalUntil(kind, limit, deposits, amountCents, now);
    if (until !== null && (refusal === null || until > (refusal.until ?? 0))) {
      refusal = { code: 'limit_reached', limit: kind, until };
    }
  }
  return refusal;
}
