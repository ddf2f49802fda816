import {
  depositRefusalUntil,
  depositWindowStart,
  lossRefusalUntil,
  nextUtcDay,
  utcDayStart,
} from './money-windows';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const T = Date.UTC(2026, 2, 10, 15); // 15:00 UTC

describe('the deposit windows', () => {
  it('counts the day from midnight UTC and the week and month as the last 7 and 30 days', () => {
    expect(utcDayStart(T)).toBe(Date.UTC(2026, 2, 10));
    expect(nextUtcDay(T)).toBe(Date.UTC(2026, 2, 11));
    expect(depositWindowStart('deposit_day', T)).toBe(Date.UTC(2026, 2, 10));
    expect(depositWindowStart('deposit_week', T)).toBe(T - 7 * DAY + 1);
    expect(depositWindowStart('deposit_month', T)).toBe(T - 30 * DAY + 1);
  });

  it('allows a deposit that fits and refuses one over the day until the next UTC day', () => {
    const deposits = [{ at: T - HOUR, cents: 4_500 }];
    expect(depositRefusalUntil('deposit_day', 5_000, deposits, 500, T)).toBeNull();
    expect(depositRefusalUntil('deposit_day', 5_000, deposits, 1_000, T)).toBe(
      Date.UTC(2026, 2, 11),
    );
    // yesterday's deposit does not count today
    expect(
      depositRefusalUntil('deposit_day', 5_000, [{ at: T - DAY, cents: 4_500 }], 1_000, T),
    ).toBeNull();
  });

  it('answers when enough of a rolling week has moved on for the deposit to fit', () => {
    const deposits = [
      { at: T - 6 * DAY, cents: 3_000 },
      { at: T - 2 * DAY, cents: 3_000 },
    ];
    // 60.00 used of 80.00: 30.00 more needs the oldest 10.00+ to leave, i.e. the first deposit
    expect(depositRefusalUntil('deposit_week', 8_000, deposits, 3_000, T)).toBe(T + DAY);
    // 90.00 more needs both gone
    expect(depositRefusalUntil('deposit_week', 8_000, deposits, 7_000, T)).toBe(T + 5 * DAY);
    // a deposit over the limit itself: when the whole allowance is back
    expect(depositRefusalUntil('deposit_week', 8_000, deposits, 9_000, T)).toBe(T + 5 * DAY);
  });
});

describe('the loss limit', () => {
  it('refuses a stake that could take the day past the limit, until the next UTC day', () => {
    expect(lossRefusalUntil(10_000, 9_500, 500, T)).toBeNull();
    expect(lossRefusalUntil(10_000, 9_500, 501, T)).toBe(Date.UTC(2026, 2, 11));
    // a day in profit leaves more room
    expect(lossRefusalUntil(10_000, -2_000, 12_000, T)).toBeNull();
  });
});
