// The windows the money limits count in (docs/player-protection.md, "Limits"): the deposit day and
// the loss day are the calendar day in UTC; the deposit week and month are the last 7 and 30 days
// (rolling). Each rule answers when the player may go on (`until`), or null when allowed.
import type { LimitKind } from '@parlor/shared/types';
import { DAY_MS } from './periods';

export type DepositLimitKind = Extract<LimitKind, 'deposit_day' | 'deposit_week' | 'deposit_month'>;

export const DEPOSIT_LIMITS: readonly DepositLimitKind[] = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
];

const ROLLING_MS: Record<Exclude<DepositLimitKind, 'deposit_day'>, number> = {
  deposit_week: 7 * DAY_MS,
  deposit_month: 30 * DAY_MS,
};

export function utcDayStart(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

export function nextUtcDay(now: number): number {
  return utcDayStart(now) + DAY_MS;
}

/** The first instant a deposit counts in the window at `now` (inclusive). */
export function depositWindowStart(kind: DepositLimitKind, now: number): number {
  return kind === 'deposit_day' ? utcDayStart(now) : now - ROLLING_MS[kind] + 1;
}

export interface Deposit {
  at: number;
  cents: number;
}

/**
 * Whether a deposit of `amount` fits the limit at `now`, given the deposits in its window: null
 * when it does, else when it will (the window moves on). A deposit larger than the limit itself
 * never fits: then `until` is when the whole allowance is back.
 */
export function depositRefusalUntil(
  kind: DepositLimitKind,
  limit: number,
  deposits: readonly Deposit[],
  amount: number,
  now: number,
): number | null {
  const start = depositWindowStart(kind, now);
  const inWindow = deposits.filter((d) => d.at >= start && d.at <= now);
  const used = inWindow.reduce((sum, d) => sum + d.cents, 0);
  if (used + amount <= limit) return null;
  if (kind === 'deposit_day') return nextUtcDay(now);
  // rolling: the oldest deposits leave the window first, each one window after it was made
  const length = ROLLING_MS[kind];
  const needed = amount > limit ? used : used + amount - limit;
  let freed = 0;
  for (const d of [...inWindow].sort((a, b) => a.at - b.at)) {
    freed += d.cents;
    if (freed >= needed) return d.at + length;
  }
  return now + length;
}

/**
 * The loss limit: a bet whose stake, if lost, would take the day's net loss (stakes minus wins of
 * today's real-money bets, UTC day) past the limit is refused until the next UTC day.
 */
export function lossRefusalUntil(
  limit: number,
  netLossToday: number,
  stake: number,
  now: number,
): number | null {
  return netLossToday + stake > limit ? nextUtcDay(now) : null;
}
