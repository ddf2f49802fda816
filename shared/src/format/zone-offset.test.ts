import { zoneOffset } from './zone-offset';

test('New York is 5 hours behind UTC in winter and 4 in summer', () => {
  expect(zoneOffset(Date.UTC(2026, 0, 15, 12), 'America/New_York')).toBe(-5 * 3_600_000);
  expect(zoneOffset(Date.UTC(2026, 6, 15, 12), 'America/New_York')).toBe(-4 * 3_600_000);
  expect(zoneOffset(Date.UTC(2026, 6, 15, 12, 0, 0, 999), 'UTC')).toBe(0);
});
