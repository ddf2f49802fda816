// What the protection rules refuse, in one place (docs/player-protection.md, "What is refused
// where"), for a person: login and every action on a break or while excluded; play while the age
// is not verified where the profile asks it first; a launch or a stake once the play session's time
// limit is up or while a reality check is due; a stake past the loss limit; a deposit past a
// deposit limit. Each answers the rule's code, its limit and until when, or null.
import type { LimitKind, ProtectionRefusalCode } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { ageVerificationOf } from '../verification/verification-store';
import { activeBreak, activeExclusion } from './access-store';
import {
  DEPOSIT_LIMITS,
  depositRefusalUntil,
  lossRefusalUntil,
  utcDayStart,
} from './money-windows';
import { DAY_MS, exclusionStatus } from './periods';
import { protectionProfileOf } from './profiles';
import {
  chosenInterval,
  currentPlaySession,
  depositsSince,
  readLimit,
  stakeTotalsSince,
} from './protection-store';
import { isDue, MINUTE_MS, realityDueAt, realityInterval, sessionLimitEnd } from './session-rules';

export interface Refusal {
  code: ProtectionRefusalCode;
  limit?: LimitKind;
  /** epoch ms; null: no end (an indefinite exclusion) */
  until?: number | null;
  /** terms_update: the version to accept */
  termsVersion?: string;
}

/** Thrown inside a transaction (a bet, a launch, a buy-in) so that nothing is written. */
export class ProtectionRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
    this.name = 'ProtectionRefused';
  }
}

/** The account as the rules need it: its person and its casino. */
export interface Account {
  id: number;
  person_id: number;
  casino_key: string;
}

/** The person on a break, or excluded (any casino of the operator): login and every action. */
export function personRefusal(db: Db, personId: number, now: number): Refusal | null {
  const exclusion = activeExclusion(db, personId, now);
  if (exclusion) {
    const status = exclusionStatus(exclusion, now);
    if (status === 'awaiting_return') return { code: 'return_pending' };
    // a UK return asked for: play resumes a day later
    if (status === 'cooling_off' && exclusion.until !== null) {
      return { code: 'return_pending', until: exclusion.endsAt };
    }
    return { code: 'self_excluded', until: exclusion.until ?? exclusion.endsAt };
  }
  const pause = activeBreak(db, personId, now);
  if (pause) return { code: 'on_break', until: pause.until };
  return null;
}

export function accessRefusal(db: Db, account: Account, now: number): Refusal | null {
  return personRefusal(db, account.person_id, now);
}

/** The person's age must be verified first: before any play (UK), or before a withdrawal. */
export function ageRefusal(
  db: Db,
  account: Account,
  moment: 'play' | 'withdrawal',
  now: number,
): Refusal | null {
  const profile = protectionProfileOf(account.casino_key);
  if (moment === 'play' && profile.age_verification !== 'before_play') return null;
  // a review that has come due is decided first
  return ageVerificationOf(db, account.person_id, now) === 'verified'
    ? null
    : { code: 'age_unverified' };
}

/** How long a play session lasts without play in this casino's profile. */
export function idleMsOf(casinoKey: string): number {
  return protectionProfileOf(casinoKey).session_idle_min * MINUTE_MS;
}

/**
 * A launch or a stake: refused on a break or exclusion, before the age check where the profile
 * asks it, once the play session's time limit is up (until: when the session ends, after the idle
 * time without play), or while a reality check is due.
 */
export function playRefusal(db: Db, account: Account, now: number): Refusal | null {
  const refusal = accessRefusal(db, account, now) ?? ageRefusal(db, account, 'play', now);
  if (refusal) return refusal;
  const profile = protectionProfileOf(account.casino_key);
  const idleMs = idleMsOf(account.casino_key);
  const session = currentPlaySession(db, account.person_id, now, idleMs);
  if (!session) return null;
  if (profile.session_limit) {
    const minutes = readLimit(db, account.person_id, 'session_minutes').value;
    const end = sessionLimitEnd(session.startedAt, minutes);
    if (end !== null && end <= now) {
      return {
        code: 'limit_reached',
        limit: 'session_minutes',
        until: session.lastPlayAt + idleMs,
      };
    }
  }
  const interval = realityInterval(profile, chosenInterval(db, account.person_id));
  if (isDue(realityDueAt(interval, session.startedAt, session.nextCheckAt), now)) {
    return { code: 'reality_check_due' };
  }
  return null;
}

/** A real-money stake of `stakeCents` against the person's day's loss limit. */
export function lossRefusal(
  db: Db,
  account: Account,
  stakeCents: number,
  now: number,
): Refusal | null {
  if (!protectionProfileOf(account.casino_key).money_limits || stakeCents <= 0) return null;
  const limit = readLimit(db, account.person_id, 'loss_day').value;
  if (limit === null) return null;
  const { wagered, won } = stakeTotalsSince(db, account.person_id, utcDayStart(now));
  const until = lossRefusalUntil(limit, wagered - won, stakeCents, now);
  return until === null ? null : { code: 'limit_reached', limit: 'loss_day', until };
}

/**
 * A deposit of `amountCents`: refused on a break or exclusion, before the age check where play
 * needs one, or past a deposit limit (when several refuse, the one that ends last: only then does
 * the deposit fit).
 */
export function depositRefusal(
  db: Db,
  account: Account,
  amountCents: number,
  now: number,
): Refusal | null {
  const access = accessRefusal(db, account, now) ?? ageRefusal(db, account, 'play', now);
  if (access) return access;
  if (!protectionProfileOf(account.casino_key).money_limits) return null;
  let refusal: Refusal | null = null;
  const deposits = depositsSince(db, account.person_id, now - 31 * DAY_MS);
  for (const kind of DEPOSIT_LIMITS) {
    const limit = readLimit(db, account.person_id, kind).value;
    if (limit === null) continue;
    const until = depositRefusalUntil(kind, limit, deposits, amountCents, now);
    if (until !== null && (refusal === null || until > (refusal.until ?? 0))) {
      refusal = { code: 'limit_reached', limit: kind, until };
    }
  }
  return refusal;
}
