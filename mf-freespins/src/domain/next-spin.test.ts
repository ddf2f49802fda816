import { countdownText, nextNewYorkMidnight } from './next-spin';

describe('the next spin at midnight New York time', () => {
  it('in winter (UTC-5) and in summer (UTC-4)', () => {
    expect(nextNewYorkMidnight(Date.UTC(2026, 0, 15, 12))).toBe(Date.UTC(2026, 0, 16, 5));
    expect(nextNewYorkMidnight(Date.UTC(2026, 6, 15, 12))).toBe(Date.UTC(2026, 6, 16, 4));
    // 23:30 in New York is 04:30 UTC the next calendar day in winter
    expect(nextNewYorkMidnight(Date.UTC(2026, 0, 16, 4, 30))).toBe(Date.UTC(2026, 0, 16, 5));
  });

  it('across the spring change: a 23-hour day', () => {
    // 2026-03-08 00:00 EST = 05:00 UTC; the next midnight is 2026-03-09 00:00 EDT = 04:00 UTC
    const start = Date.UTC(2026, 2, 8, 5);
    expect(nextNewYorkMidnight(start)).toBe(Date.UTC(2026, 2, 9, 4));
    expect(countdownText(start)).toBe('23:00:00');
  });

  it('across the autumn change: a 25-hour day', () => {
    // 2026-11-01 00:00 EDT = 04:00 UTC; the next midnight is 2026-11-02 00:00 EST = 05:00 UTC
    const start = Date.UTC(2026, 10, 1, 4);
    expect(nextNewYorkMidnight(start)).toBe(Date.UTC(2026, 10, 2, 5));
    expect(countdownText(start)).toBe('25:00:00');
    expect(countdownText(Date.UTC(2026, 10, 2, 4, 59, 59))).toBe('00:00:01');
  });
});
