// The limits a casino offers and what a change does (docs/player-protection.md, "Actions"):
// lowering a limit, or setting a first one, applies at once; raising or removing one waits 24 hours.
import type { LimitKind } from '@parlor/shared/host';

/** How long a raise or a removal waits before it applies. */
export const RAISE_DELAY_MS = 24 * 3_600_000;

/** The largest amount (currency units) and session length (minutes) the form accepts. */
export const MAX_LIMIT_UNITS = 10_000_000;
export const MAX_SESSION_MINUTES = 24 * 60;

export { offeredLimits } from '@parlor/shared';

export type LimitChange = 'first' | 'lower' | 'raise' | 'remove' | 'same';

/** What setting `next` (null: remove) does to a limit whose value is `current`. */
export function limitChange(current: number | null, next: number | null): LimitChange {
  if (next === current) return 'same';
  if (next === null) return 'remove';
  if (current === null) return 'first';
  return next < current ? 'lower' : 'raise';
}

/** Whether a change waits 24 hours (else it applies at once). */
export const waitsADay = (change: LimitChange): boolean =>
  change === 'raise' || change === 'remove';

export type LimitInput = { value: number } | { error: 'empty' | 'format' | 'range' };

/**
 * The typed value of a limit: an amount with up to two decimals (point or comma) in cents, or
 * whole minutes for the session limit; both above zero and below the form's maximum.
 */
export function parseLimitInput(kind: LimitKind, text: string): LimitInput {
  const raw = text.trim();
  if (!raw) return { error: 'empty' };
  if (kind === 'session_minutes') {
    if (!/^\d+$/.test(raw)) return { error: 'format' };
    const minutes = Number(raw);
    return minutes >= 1 && minutes <= MAX_SESSION_MINUTES ? { value: minutes } : { error: 'range' };
  }
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(raw);
  if (!match) return { error: 'format' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents >= 1 && cents <= MAX_LIMIT_UNITS * 100 ? { value: cents } : { error: 'range' };
}
