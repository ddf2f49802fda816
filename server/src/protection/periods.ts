// Breaks and self-exclusions as periods of time: when one chosen now ends, whether a new request
// may replace the current one (never to shorten it), and the indefinite exclusion's cooling-off.
import type { BreakPeriod, ExclusionPeriod } from '@parlor/shared/types';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** An indefinite exclusion ends this long after the player asks to end it. */
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
  until: number | null;
  endRequestedAt: number | null;
  endsAt: number | null;
}

/** When an exclusion stops applying: its end, the end of its cooling-off, or never (Infinity). */
export function exclusionEnd(e: ExclusionRecord): number {
  if (e.until !== null) return e.until;
  return e.endsAt ?? Infinity;
}

export function exclusionActive(e: ExclusionRecord, now: number): boolean {
  return exclusionEnd(e) > now;
}

/**
 * Whether a new break or exclusion ending at `next` (null: never) may replace one ending at
 * `current` (null: none in force). It may extend or keep the end; it may never bring it closer.
 */
export function mayReplace(current: number | null, next: number | null): boolean {
  if (current === null) return true;
  return (next ?? Infinity) >= current;
}

/**
 * The player asks to end an indefinite exclusion: it ends after the cooling-off. A second request
 * changes nothing (the cooling-off is not restarted, nor shortened). Null when the exclusion is
 * not indefinite (a timed one runs to its end).
 */
export function requestExclusionEnd(e: ExclusionRecord, now: number): ExclusionRecord | null {
  if (e.until !== null) return null;
  if (e.endRequestedAt !== null && e.endsAt !== null) return e;
  return { until: null, endRequestedAt: now, endsAt: now + COOLING_OFF_MS };
}
