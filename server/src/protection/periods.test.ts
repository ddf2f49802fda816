import {
  addMonthsUtc,
  breakUntil,
  COOLING_OFF_MS,
  exclusionActive,
  exclusionEnd,
  exclusionUntil,
  mayReplace,
  requestExclusionEnd,
} from './periods';

const DAY = 86_400_000;
const T = Date.UTC(2026, 7, 31, 10); // 31 August 2026

describe('periods', () => {
  it('ends breaks after their hours and days', () => {
    expect(breakUntil('24h', T)).toBe(T + DAY);
    expect(breakUntil('7d', T)).toBe(T + 7 * DAY);
    expect(breakUntil('30d', T)).toBe(T + 30 * DAY);
    expect(breakUntil('6w', T)).toBe(T + 42 * DAY);
  });

  it('ends exclusions after calendar months in UTC (the last day when the month is short)', () => {
    expect(addMonthsUtc(T, 6)).toBe(Date.UTC(2027, 1, 28, 10));
    expect(exclusionUntil('6m', T)).toBe(Date.UTC(2027, 1, 28, 10));
    expect(exclusionUntil('1y', T)).toBe(Date.UTC(2027, 7, 31, 10));
    expect(exclusionUntil('5y', T)).toBe(Date.UTC(2031, 7, 31, 10));
    expect(exclusionUntil('indefinite', T)).toBeNull();
    expect(addMonthsUtc(Date.UTC(2026, 2, 10), -12)).toBe(Date.UTC(2025, 2, 10));
  });

  it('never lets a new request bring the end closer', () => {
    expect(mayReplace(null, T)).toBe(true);
    expect(mayReplace(T + 7 * DAY, T + DAY)).toBe(false);
    expect(mayReplace(T + DAY, T + 7 * DAY)).toBe(true);
    expect(mayReplace(Infinity, exclusionUntil('5y', T))).toBe(false);
    expect(mayReplace(Infinity, null)).toBe(true);
    expect(mayReplace(T + 30 * DAY, null)).toBe(true);
  });
});

describe('the indefinite exclusion', () => {
  const indefinite = { until: null, endRequestedAt: null, endsAt: null };

  it('ends only after a request and a 7-day cooling-off', () => {
    expect(exclusionActive(indefinite, T + 1000 * DAY)).toBe(true);
    const ending = requestExclusionEnd(indefinite, T)!;
    expect(ending).toEqual({ until: null, endRequestedAt: T, endsAt: T + COOLING_OFF_MS });
    expect(COOLING_OFF_MS).toBe(7 * DAY);
    expect(exclusionActive(ending, T + 7 * DAY - 1)).toBe(true);
    expect(exclusionActive(ending, T + 7 * DAY)).toBe(false);
    expect(exclusionEnd(ending)).toBe(T + 7 * DAY);
  });

  it('keeps the first request: asking again neither restarts nor shortens the cooling-off', () => {
    const ending = requestExclusionEnd(indefinite, T)!;
    expect(requestExclusionEnd(ending, T + 3 * DAY)).toEqual(ending);
  });

  it('refuses to end a timed exclusion early', () => {
    expect(
      requestExclusionEnd({ until: T + DAY, endRequestedAt: null, endsAt: null }, T),
    ).toBeNull();
  });
});
