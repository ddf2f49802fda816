// Where the logged-in player stands (GET /api/protection): the play session's clock and money,
// the reality check, the limits the casino offers, and any break or exclusion.
import type { ProtectionState } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { activeBreak, activeExclusion } from './access-store';
import { limitState, NO_LIMIT } from './limit-rules';
import { offeredLimits, protectionProfileOf } from './profiles';
import { betTotalsSince, chosenInterval, playSession, readLimits } from './protection-store';
import type { Account } from './refusals';
import { isDue, realityDueAt, realityInterval } from './session-rules';

const iso = (at: number) => new Date(at).toISOString();

export function protectionState(
  db: Db,
  account: Account,
  tokenHash: string | null,
  now: number,
): ProtectionState {
  const profile = protectionProfileOf(account.casino_key);
  const session = playSession(db, tokenHash);
  const startedAt = session?.startedAt ?? now;
  const { wagered, won } = betTotalsSince(db, account.id, startedAt);
  const interval = realityInterval(profile, chosenInterval(db, account.id));
  const dueAt = realityDueAt(interval, startedAt, session?.nextCheckAt);
  const stored = readLimits(db, account.id);
  const pause = activeBreak(db, account.id, now);
  const exclusion = activeExclusion(db, account.email, now);
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
          until: exclusion.until === null ? null : iso(exclusion.until),
          end_requested_at:
            exclusion.endRequestedAt === null ? null : iso(exclusion.endRequestedAt),
          ends_at: exclusion.endsAt === null ? null : iso(exclusion.endsAt),
        }
      : null,
  };
}
