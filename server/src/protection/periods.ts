// Breaks and self-exclusions as periods of time: when one chosen now ends, whether a new request
// may replace the current one (never to shorten it), and the indefinite exclusion's cooling-off.
import type { BreakPeriod, ExclusionPeriod, ProtectionProfileName } from '@parlor/shared/types';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** MGA: an indefinite exclusion's cooling-off once the operator agreed to end it. */
export const COOLING_OFF_MS = 7 * DAY_MS;

export const BREAK_PERIODS: readonly BreakPeriod[] = ['24h', '7d', '30d', '6w'];
export const EXCLUSION_PERIODS: readonly ExclusionPeriod[] = ['6m', '1y', '5y', 'indefinite'];

const BREAK_MS: Record<BreakPeriod, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '6w': 42 * DAY_MS,
};

/** `at` plus whole calendar months in UTC; a day the month lacks becomes its last (31 Aug + 6m = 28/29 Feb). */
export function addMonthsUtc(at: number, months: number): number {
  const d = new Date(at);
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

export function breakUntil(period: BreakPeriod, now: number): number {
  return now + BREAK_MS[period];
}

/** The end of an exclusion chosen now; null: indefinite. */
export function exclusionUntil(period: ExclusionPeriod, now: number): number | null {
  switch (period) {
    case '6m':
      return addMonthsUtc(now, 6);
    case '1y':
      return addMonthsUtc(now, 12);
    case '5y':
      return addMonthsUtc(now, 60);
    case 'indefinite':
      return null;
  }
}

export interface ExclusionRecord {
  /** the profile of the casino it was set in: its rules for coming back */
  profile: ProtectionProfileName;
  startedAt: number;
  /** the end of a timed exclusion; null: indefinite */
  until: number | null;
  /** when the person asked to end it (indefinite) or to come back (timed, UK) */
  endRequestedAt: number | null;
  /** when play resumes after that request */
  endsAt: number | null;
}

/** An indefinite exclusion can be asked to end this long after it started. */
export const INDEFINITE_MINIMUM_MONTHS = 6;
/** UK: play resumes one day after the person asks to come back. */
export const RETURN_COOLING_OFF_MS = DAY_MS;
/** MGA: the operator decides on an indefinite exclusion's end within 7 days, then 7 more. */
export const DECISION_MS = 7 * DAY_MS;

/**
 * Where an exclusion stands at `now`:
 * - `active`: before its end (or indefinite, nothing asked);
 * - `cooling_off`: the person asked to end it or to come back, and play resumes at `endsAt`;
 * - `awaiting_return`: a UK timed exclusion whose period is over: it does not end by itself, the
 *   person must ask to come back;
 * - `ended`.
 */
export type ExclusionStatus = 'active' | 'cooling_off' | 'awaiting_return' | 'ended';

export function exclusionStatus(e: ExclusionRecord, now: number): ExclusionStatus {
  if (e.endsAt !== null) return e.endsAt > now ? 'cooling_off' : 'ended';
  if (e.until === null || e.until > now) return 'active';
  return e.profile === 'uk' ? 'awaiting_return' : 'ended';
}

/** When an exclusion stops applying: its end, the end of its cooling-off, or never (Infinity). */
export function exclusionEnd(e: ExclusionRecord, now: number): number {
  const status = exclusionStatus(e, now);
  if (status === 'cooling_off') return e.endsAt!;
  if (status === 'awaiting_return') return Infinity;
  return e.until ?? Infinity;
}

export function exclusionActive(e: ExclusionRecord, now: number): boolean {
  return exclusionStatus(e, now) !== 'ended';
}

/**
 * Whether a new break or exclusion ending at `next` (null: never) may replace one ending at
 * `current` (null: none in force). It may extend or keep the end; it may never bring it closer.
 */
export function mayReplace(current: number | null, next: number | null): boolean {
  if (current === null) return true;
  return (next ?? Infinity) >= current;
}

export type ExclusionEndRefusal =
  | { code: 'too_early'; until: number }
  | { code: 'cannot_end_timed'; until: number }
  | { code: 'reason_required' }
  | { code: 'not_excluded' };

/**
 * The person asks to end an exclusion (docs/player-protection.md, "Self-exclusion"):
 * - a timed exclusion runs to its end; after it, in the UK profile, this is the request to come
 *   back, and play resumes a day later;
 * - an indefinite one can be asked to end from 6 months after it began: in the MGA profile with a
 *   reason, the operator deciding within 7 days and then 7 days' cooling-off; in the UK profile a
 *   day's cooling-off.
 * Asking again changes nothing (the cooling-off is neither restarted nor shortened).
 */
export function requestExclusionEnd(
  e: ExclusionRecord,
  now: number,
  reason: string | undefined,
): ExclusionRecord | ExclusionEndRefusal {
  const status = exclusionStatus(e, now);
  if (status === 'ended') return { code: 'not_excluded' };
  if (status === 'cooling_off') return e;
  if (e.until !== null) {
    if (status === 'active') return { code: 'cannot_end_timed', until: e.until };
    return { ...e, endRequestedAt: now, endsAt: now + RETURN_COOLING_OFF_MS };
  }
  const earliest = addMonthsUtc(e.startedAt, INDEFINITE_MINIMUM_MONTHS);
  if (now < earliest) return { code: 'too_early', until: earliest };
  if (e.profile === 'uk') {
    return { ...e, endRequestedAt: now, endsAt: now + RETURN_COOLING_OFF_MS };
  }
  if (!reason) return { code: 'reason_required' };
  return { ...e, endRequestedAt: now, endsAt: now + DECISION_MS + COOLING_OFF_MS };
}
