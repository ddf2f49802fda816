// When a break or an exclusion the player is about to start would end, to say so before they
// confirm. The server's answer gives the exact end afterwards.
import type { BreakPeriod, ExclusionPeriod } from '@parlor/shared/host';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const FIXED_MS: Partial<Record<BreakPeriod | ExclusionPeriod, number>> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '6w': 42 * DAY_MS,
};

const MONTHS: Partial<Record<BreakPeriod | ExclusionPeriod, number>> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
};

/** The end of `period` started at `now` (ms), as ISO; null for an indefinite exclusion. */
export function periodEnd(period: BreakPeriod | ExclusionPeriod, now: number): string | null {
  const fixed = FIXED_MS[period];
  if (fixed !== undefined) return new Date(now + fixed).toISOString();
  const months = MONTHS[period];
  if (months === undefined) return null;
  const end = new Date(now);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 August + 6 months is the last day of February, not 3 March
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end.toISOString();
}
