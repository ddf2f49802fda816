import { promoEndsAt, remainingUntil } from './expires-in';

// Wednesday 2026-01-14 15:00 in New York (EST, UTC-5) = 20:00 UTC
const WED_3PM_NY = Date.UTC(2026, 0, 14, 20, 0);

describe('promoEndsAt', () => {
  it('ends a one-time promo at end_at, and shows nothing without a countdown', () => {
    expect(
      promoEndsAt({ repeat_param: 'one_time', end_at: '2026-01-20T10:00:00Z' }, WED_3PM_NY),
    ).toBe(Date.UTC(2026, 0, 20, 10));
    expect(promoEndsAt({ countdown: false, end_at: '2026-01-20T10:00:00Z' }, WED_3PM_NY)).toBe(
      null,
    );
    expect(promoEndsAt(null, WED_3PM_NY)).toBe(null);
  });

  it('ends a daily promo at end_time New York time today, or tomorrow once passed', () => {
    expect(promoEndsAt({ repeat_param: 'daily', end_time: '22:00' }, WED_3PM_NY)).toBe(
      Date.UTC(2026, 0, 15, 3, 0),
    );
    expect(promoEndsAt({ repeat_param: 'daily', end_time: '09:30' }, WED_3PM_NY)).toBe(
      Date.UTC(2026, 0, 15, 14, 30),
    );
  });

  it('honours summer time (UTC-4)', () => {
    const julyNoonNy = Date.UTC(2026, 6, 1, 16, 0);
    expect(promoEndsAt({ repeat_param: 'daily', end_time: '18:00' }, julyNoonNy)).toBe(
      Date.UTC(2026, 6, 1, 22, 0),
    );
  });

  it('ends a weekly promo on the next listed weekday at weekly_end_time', () => {
    const weekly = (days: string[], time = '20:00') => ({
      repeat_param: 'weekly' as const,
      recurrence: ['weekly', days] as [string, string[]],
      weekly_end_time: time,
    });
    // today (Wednesday) still ahead
    expect(promoEndsAt(weekly(['wednesday']), WED_3PM_NY)).toBe(Date.UTC(2026, 0, 15, 1, 0));
    // today already passed: next week
    expect(promoEndsAt(weekly(['wednesday'], '10:00'), WED_3PM_NY)).toBe(
      Date.UTC(2026, 0, 21, 15, 0),
    );
    expect(promoEndsAt(weekly(['friday', 'sunday'], '23:59'), WED_3PM_NY)).toBe(
      Date.UTC(2026, 0, 17, 4, 59),
    );
    expect(promoEndsAt(weekly([]), WED_3PM_NY)).toBe(null);
    expect(promoEndsAt(weekly(['friday'], '25:00'), WED_3PM_NY)).toBe(null);
  });
});

describe('remainingUntil', () => {
  it('splits the time left and stops at zero', () => {
    expect(remainingUntil(90_061_000, 0)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
      expired: false,
    });
    expect(remainingUntil(0, 5000).expired).toBe(true);
  });
});
