// Where the logged-in player's person stands (GET /api/protection): the play session's clock and
// money, the reality check, the limits the casino offers, any break or exclusion, the age check
// and whether the tools are still to be shown before the first stake.
import type { ProtectionState } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { personById } from '../people/persons';
import { ageVerificationOf } from '../verification/verification-store';
import { activeBreak, activeExclusion } from './access-store';
import { limitState, NO_LIMIT } from './limit-rules';
import { offeredLimits, protectionProfileOf } from './profiles';
import {
  chosenInterval,
  currentPlaySession,
  readLimits,
  stakeTotalsSince,
} from './protection-store';
import { idleMsOf, type Account } from './refusals';
import { isDue, realityDueAt, realityInterval } from './session-rules';

const iso = (at: number) => new Date(at).toISOString();
const isoOrNull = (at: number | null) => (at === null ? null : iso(at));

export function protectionState(db: Db, account: Account, now: number): ProtectionState {
  const profile = protectionProfileOf(account.casino_key);
  const personId = account.person_id;
  const session = currentPlaySession(db, personId, now, idleMsOf(account.casino_key));
  // no play yet (or idle long enough): the clock stands at zero until the next launch or bet
  const startedAt = session?.startedAt ?? now;
  const { wagered, won } = session
    ? stakeTotalsSince(db, personId, startedAt)
    : { wagered: 0, won: 0 };
  const interval = realityInterval(profile, chosenInterval(db, personId));
  const dueAt = session ? realityDueAt(interval, startedAt, session.nextCheckAt) : null;
  const stored = readLimits(db, personId);
  const pause = activeBreak(db, personId, now);
  const exclusion = activeExclusion(db, personId, now);
  const person = personById(db, personId);
  return {
    profile: profile.profile,
    session: {
      started_at: iso(startedAt),
      elapsed_s: Math.max(0, Math.floor((now - startedAt) / 1000)),
      wagered_cents: wagered,
      won_cents: won,
      net_cents: won - wagered,
    },
    reality_check: {
      interval_min: interval,
      due_at: dueAt === null ? null : iso(dueAt),
      due: isDue(dueAt, now),
    },
    limits: Object.fromEntries(
      offeredLimits(profile).map((kind) => [kind, limitState(stored.get(kind) ?? NO_LIMIT, now)]),
    ),
    break: pause ? { until: iso(pause.until) } : null,
    exclusion: exclusion
      ? {
          until: isoOrNull(exclusion.until),
          end_requested_at: isoOrNull(exclusion.endRequestedAt),
          ends_at: isoOrNull(exclusion.endsAt),
        }
      : null,
    age_verification: ageVerificationOf(db, personId, now),
    show_tools: profile.tools_before_first_stake && person?.tools_seen_at === null,
  };
}
