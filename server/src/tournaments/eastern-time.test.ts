import { serverTimeInstant } from '@parlor/shared/server';
import { recurringStarts, toEasternIso } from './eastern-time';

describe('Eastern server time', () => {
  it('turns wall-clock times into instants on both sides of the changes', () => {
    expect(toEasternIso(serverTimeInstant(2026, 3, 7, 20, 0))).toBe('2026-03-07T20:00:00-05:00');
    expect(toEasternIso(serverTimeInstant(2026, 3, 8, 20, 0))).toBe('2026-03-08T20:00:00-04:00');
    expect(toEasternIso(serverTimeInstant(2026, 10, 31, 20, 0))).toBe('2026-10-31T20:00:00-04:00');
    expect(toEasternIso(serverTimeInstant(2026, 11, 1, 20, 0))).toBe('2026-11-01T20:00:00-05:00');
  });

  it('keeps a daily run at 20:00 Eastern across the spring change (23 hours apart)', () => {
    const now = Date.parse('2026-03-08T12:00:00Z'); // 08:00 EDT, after the change
    const { previous, next } = recurringStarts(now, 20, 0);
    expect(toEasternIso(previous)).toBe('2026-03-07T20:00:00-05:00');
    expect(toEasternIso(next)).toBe('2026-03-08T20:00:00-04:00');
    expect(next - previous).toBe(23 * 3_600_000);
  });

  it('keeps a weekly Friday run at 20:00 Eastern', () => {
    const now = Date.parse('2026-11-04T12:00:00Z'); // a Wednesday
    const { previous, next } = recurringStarts(now, 20, 0, [5]);
    expect(toEasternIso(previous)).toBe('2026-10-30T20:00:00-04:00');
    expect(toEasternIso(next)).toBe('2026-11-06T20:00:00-05:00');
    expect(next - previous).toBe(7 * 24 * 3_600_000 + 3_600_000);
  });
});
