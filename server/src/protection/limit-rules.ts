// Changing a limit (docs/player-protection.md, "Limits"): a lower limit, or a first one, applies
// at once; a higher one, or none, waits 24 hours and then applies once the player confirms it
// (until then the lower one holds). Values are cents for
// the money limits and minutes for the session limit; null is "no limit".
import type { LimitKind, LimitState } from '@parlor/shared/types';
import { DAY_MS } from './periods';

export { isLimitKind } from '@parlor/shared/server';

export const RAISE_DELAY_MS = DAY_MS;

/** The largest value accepted: 1,000,000.00 for money, a day for the session. */
export const LIMIT_MAX: Record<LimitKind, number> = {
  deposit_day: 100_000_000,
  deposit_week: 100_000_000,
  deposit_month: 100_000_000,
  loss_day: 100_000_000,
  session_minutes: 24 * 60,
};

export interface StoredLimit {
  value: number | null;
  pending: null | { value: number | null; effectiveAt: number };
}

export const NO_LIMIT: StoredLimit = { value: null, pending: null };

export function validLimitValue(kind: LimitKind, value: unknown): value is number | null {
  return (
    value === null ||
    (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= LIMIT_MAX[kind])
  );
}

/** Whether the pending raise's 24 hours are over: it applies once the player confirms it. */
export function awaitingConfirmation(limit: StoredLimit, now: number): boolean {
  return limit.pending !== null && limit.pending.effectiveAt <= now;
}

/** The limit once the player confirms its raise, or null when there is none to confirm yet. */
export function confirmLimit(limit: StoredLimit, now: number): StoredLimit | null {
  if (!limit.pending || !awaitingConfirmation(limit, now)) return null;
  return { value: limit.pending.value, pending: null };
}

/** Whether `a` is at most `b`, where null is "no limit" (above every number). */
const atMost = (a: number | null, b: number | null) => b === null || (a !== null && a <= b);

/**
 * The limit after the player asks for `requested` at `now`.
 * - At or below the limit in force (or a first limit): applies at once; any pending change goes.
 * - Above it (or removing it): pending for 24 hours. A pending change replaced by a lower one
 *   keeps its time (the player asked for less, and has waited already); a higher one waits anew.
 */
export function changeLimit(
  current: StoredLimit,
  requested: number | null,
  now: number,
): StoredLimit {
  const settled = current;
  // the same as now (no limit asked while none is set included): nothing waits any more
  if (requested === settled.value || (requested !== null && atMost(requested, settled.value))) {
    return { value: requested, pending: null };
  }
  const pending = settled.pending;
  if (pending && atMost(requested, pending.value)) {
    return {
      value: settled.value,
      pending: { value: requested, effectiveAt: pending.effectiveAt },
    };
  }
  return { value: settled.value, pending: { value: requested, effectiveAt: now + RAISE_DELAY_MS } };
}

/** The limit in the player's state (GET /api/protection). */
export function limitState(limit: StoredLimit, now: number): LimitState {
  return {
    value: limit.value,
    pending: limit.pending
      ? {
          value: limit.pending.value,
          effective_at: new Date(limit.pending.effectiveAt).toISOString(),
          awaiting_confirmation: awaitingConfirmation(limit, now),
        }
      : null,
  };
}
