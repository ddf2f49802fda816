import {
  awaitingConfirmation,
  changeLimit,
  confirmLimit,
  limitState,
  NO_LIMIT,
  RAISE_DELAY_MS,
} from './limit-rules';

const T = Date.UTC(2026, 2, 10, 12);
const HOUR = 3_600_000;

describe('changeLimit', () => {
  it('sets a first limit at once', () => {
    expect(changeLimit(NO_LIMIT, 5_000, T)).toEqual({ value: 5_000, pending: null });
  });

  it('applies a lower limit at once and keeps nothing pending', () => {
    expect(changeLimit({ value: 5_000, pending: null }, 2_000, T)).toEqual({
      value: 2_000,
      pending: null,
    });
  });

  it('keeps a raise pending for 24 hours, then applies it only once the player confirms it', () => {
    const raised = changeLimit({ value: 5_000, pending: null }, 50_000, T);
    expect(raised).toEqual({
      value: 5_000,
      pending: { value: 50_000, effectiveAt: T + RAISE_DELAY_MS },
    });
    expect(awaitingConfirmation(raised, T + 23 * HOUR)).toBe(false);
    expect(confirmLimit(raised, T + 23 * HOUR)).toBeNull();
    // a week later, unconfirmed, the lower limit still holds
    expect(raised.value).toBe(5_000);
    expect(awaitingConfirmation(raised, T + 7 * 24 * HOUR)).toBe(true);
    expect(confirmLimit(raised, T + RAISE_DELAY_MS)).toEqual({ value: 50_000, pending: null });
  });

  it('keeps a removal pending for 24 hours, then waits for the confirmation', () => {
    const removed = changeLimit({ value: 5_000, pending: null }, null, T);
    expect(removed.pending).toEqual({ value: null, effectiveAt: T + RAISE_DELAY_MS });
    expect(confirmLimit(removed, T + RAISE_DELAY_MS)?.value).toBeNull();
  });

  it('replaces a pending raise by a value at or below the limit at once', () => {
    const raised = changeLimit({ value: 5_000, pending: null }, 50_000, T);
    expect(changeLimit(raised, 4_000, T + HOUR)).toEqual({ value: 4_000, pending: null });
    // asking for the same value again cancels the raise
    expect(changeLimit(raised, 5_000, T + HOUR)).toEqual({ value: 5_000, pending: null });
  });

  it('lets a smaller raise keep the pending time, and a larger one wait anew', () => {
    const raised = changeLimit({ value: 5_000, pending: null }, 50_000, T);
    expect(changeLimit(raised, 10_000, T + HOUR).pending).toEqual({
      value: 10_000,
      effectiveAt: T + RAISE_DELAY_MS,
    });
    expect(changeLimit(raised, 90_000, T + HOUR).pending).toEqual({
      value: 90_000,
      effectiveAt: T + HOUR + RAISE_DELAY_MS,
    });
  });

  it('compares with the limit in force while a raise awaits its confirmation', () => {
    const raised = changeLimit({ value: 5_000, pending: null }, 50_000, T);
    // 30 hours later, unconfirmed, the limit is still 50.00: 100.00 keeps the raise's time
    expect(changeLimit(raised, 10_000, T + 30 * HOUR)).toEqual({
      value: 5_000,
      pending: { value: 10_000, effectiveAt: T + RAISE_DELAY_MS },
    });
    expect(changeLimit(raised, 4_000, T + 30 * HOUR)).toEqual({ value: 4_000, pending: null });
  });

  it('asks nothing to wait when no limit is asked while none is set', () => {
    expect(changeLimit(NO_LIMIT, null, T)).toEqual({ value: null, pending: null });
  });
});

describe('limitState', () => {
  it('answers the value in force and the pending change in ISO', () => {
    const raised = changeLimit({ value: 5_000, pending: null }, 50_000, T);
    expect(limitState(raised, T)).toEqual({
      value: 5_000,
      pending: {
        value: 50_000,
        effective_at: new Date(T + RAISE_DELAY_MS).toISOString(),
        awaiting_confirmation: false,
      },
    });
    expect(limitState(raised, T + RAISE_DELAY_MS)).toEqual({
      value: 5_000,
      pending: {
        value: 50_000,
        effective_at: new Date(T + RAISE_DELAY_MS).toISOString(),
        awaiting_confirmation: true,
      },
    });
  });
});
