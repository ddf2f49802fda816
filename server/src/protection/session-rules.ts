// The play session's clocks (docs/player-protection.md, "Reality check", "Session time limit").
// The session is the site session: it starts at login. A reality check is due one interval after
// the session started or the last check was answered; the session time limit ends the session.
import type { ProtectionProfile } from '@parlor/shared/types';

export const MINUTE_MS = 60_000;

/**
 * The interval that applies: the player's choice when the profile still offers it (null: turned
 * off, where the profile allows), else the profile's default; null when the profile has no check.
 */
export function realityInterval(
  profile: ProtectionProfile,
  chosen: number | null | undefined,
): number | null {
  const rc = profile.reality_check;
  if (!rc) return null;
  if (chosen === null) return rc.can_turn_off ? null : rc.default_min;
  if (chosen !== undefined && rc.intervals_min.includes(chosen)) return chosen;
  return rc.default_min;
}

/**
 * When the session's check is due: the stored time once the player answered or changed the
 * interval, else one interval after the session started; null when checks are off.
 */
export function realityDueAt(
  intervalMin: number | null,
  sessionStart: number,
  nextCheckAt: number | null | undefined,
): number | null {
  if (intervalMin === null) return null;
  return nextCheckAt ?? sessionStart + intervalMin * MINUTE_MS;
}

export function isDue(dueAt: number | null, now: number): boolean {
  return dueAt !== null && dueAt <= now;
}

/** After "continue": the next check is one interval later. */
export function nextAfterContinue(intervalMin: number | null, now: number): number | null {
  return intervalMin === null ? null : now + intervalMin * MINUTE_MS;
}

/**
 * After the player picks another interval: it counts from now, but a check that is due stays due
 * until it is answered (picking an interval is not an answer). Off clears it (where allowed).
 */
export function nextAfterIntervalChange(
  intervalMin: number | null,
  currentDueAt: number | null,
  now: number,
): number | null {
  if (intervalMin === null) return null;
  if (isDue(currentDueAt, now)) return currentDueAt;
  return now + intervalMin * MINUTE_MS;
}

/** When the session time limit ends the session; null without a limit. */
export function sessionLimitEnd(sessionStart: number, limitMinutes: number | null): number | null {
  return limitMinutes === null ? null : sessionStart + limitMinutes * MINUTE_MS;
}
