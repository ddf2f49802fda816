/**
 * @jest-environment node
 */
import {
  SERVER_TIME_ZONE,
  serverTimeInstant,
  serverTimeOffset,
  serverWallClock,
} from './server-time';

const HOUR = 3_600_000;
const MINUTE = 60_000;

// The reference: Node carries full ICU, so Intl knows New York's real offsets.
const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function intlOffset(at: number): number {
  const p: Record<string, number> = {};
  for (const part of zoneParts.formatToParts(at)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  // Intl shows whole seconds
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

const iso = (at: number) => new Date(at).toISOString();

describe('serverTimeOffset', () => {
  it('is UTC-5 in winter and UTC-4 in summer', () => {
    expect(serverTimeOffset(Date.UTC(2026, 0, 15, 12))).toBe(-5 * HOUR);
    expect(serverTimeOffset(Date.UTC(2026, 6, 15, 12))).toBe(-4 * HOUR);
    expect(serverTimeOffset(Date.UTC(2026, 6, 15, 12, 0, 0, 999))).toBe(-4 * HOUR);
  });

  it('changes at 02:00 EST on the second Sunday of March and 02:00 EDT on the first of November', () => {
    expect(serverTimeOffset(Date.parse('2025-03-09T06:59:59.999Z'))).toBe(-5 * HOUR);
    expect(serverTimeOffset(Date.parse('2025-03-09T07:00:00Z'))).toBe(-4 * HOUR);
    expect(serverTimeOffset(Date.parse('2024-03-10T06:59:00Z'))).toBe(-5 * HOUR);
    expect(serverTimeOffset(Date.parse('2024-03-10T07:00:00Z'))).toBe(-4 * HOUR);
    expect(serverTimeOffset(Date.parse('2025-11-02T05:59:59.999Z'))).toBe(-4 * HOUR);
    expect(serverTimeOffset(Date.parse('2025-11-02T06:00:00Z'))).toBe(-5 * HOUR);
  });

  it('agrees with Intl at every hour from 2007 through 2040 (two changes a year), and each minute around a change', () => {
    const mismatches: string[] = [];
    const compare = (at: number) => {
      if (serverTimeOffset(at) !== intlOffset(at)) mismatches.push(iso(at));
    };
    const end = Date.UTC(2041, 0, 1);
    let changes = 0;
    let previous = intlOffset(Date.UTC(2007, 0, 1));
    for (let at = Date.UTC(2007, 0, 1); at < end; at += HOUR) {
      const real = intlOffset(at);
      if (serverTimeOffset(at) !== real) mismatches.push(iso(at));
      if (real !== previous) {
        changes += 1;
        // New York changed within the last hour: each minute of the hours around it, and the last ms
        for (let m = at - 2 * HOUR; m <= at + HOUR; m += MINUTE) compare(m);
        compare(at - 1);
      }
      previous = real;
    }
    expect(mismatches).toEqual([]);
    expect(changes).toBe(2 * 34);
  });
});

describe('serverWallClock', () => {
  it('reads the date, the time and the weekday in New York', () => {
    // Monday 03:30 UTC in January is Sunday 22:30 in New York; in July, Sunday 23:30.
    expect(serverWallClock(Date.parse('2025-01-06T03:30:15Z'))).toEqual({
      year: 2025,
      month: 1,
      day: 5,
      hour: 22,
      minute: 30,
      second: 15,
      weekday: 0,
    });
    expect(serverWallClock(Date.parse('2025-07-07T03:30:00Z'))).toMatchObject({
      day: 6,
      hour: 23,
      weekday: 0,
    });
    // New Year in UTC is still the old year in New York
    expect(serverWallClock(Date.parse('2027-01-01T04:59:59Z'))).toMatchObject({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      second: 59,
      weekday: 4,
    });
  });

  it('skips 02:00-03:00 in spring and shows 01:00-02:00 twice in autumn', () => {
    const clock = (text: string) => {
      const w = serverWallClock(Date.parse(text));
      return `${w.month}/${w.day} ${w.hour}:${String(w.minute).padStart(2, '0')}`;
    };
    expect(clock('2026-03-08T06:59:00Z')).toBe('3/8 1:59');
    expect(clock('2026-03-08T07:00:00Z')).toBe('3/8 3:00');
    expect(clock('2026-11-01T05:30:00Z')).toBe('11/1 1:30');
    expect(clock('2026-11-01T06:30:00Z')).toBe('11/1 1:30');
    expect(clock('2026-11-01T07:00:00Z')).toBe('11/1 2:00');
  });
});

describe('serverTimeInstant', () => {
  it('turns wall-clock times into instants on both sides of the changes', () => {
    expect(iso(serverTimeInstant(2026, 3, 7, 20, 0))).toBe('2026-03-08T01:00:00.000Z');
    expect(iso(serverTimeInstant(2026, 3, 8, 20, 0))).toBe('2026-03-09T00:00:00.000Z');
    expect(iso(serverTimeInstant(2026, 10, 31, 20, 0))).toBe('2026-11-01T00:00:00.000Z');
    expect(iso(serverTimeInstant(2026, 11, 1, 20, 0, 30))).toBe('2026-11-02T01:00:30.000Z');
    expect(iso(serverTimeInstant(2026, 12, 31, 23, 59, 59))).toBe('2027-01-01T04:59:59.000Z');
  });

  it('moves a time the spring change skips on by the hour skipped', () => {
    expect(iso(serverTimeInstant(2026, 3, 8, 1, 59))).toBe('2026-03-08T06:59:00.000Z'); // EST
    expect(iso(serverTimeInstant(2026, 3, 8, 2, 0))).toBe('2026-03-08T07:00:00.000Z'); // 03:00 EDT
    expect(iso(serverTimeInstant(2026, 3, 8, 2, 30))).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(iso(serverTimeInstant(2026, 3, 8, 3, 0))).toBe('2026-03-08T07:00:00.000Z');
  });

  it('reads the hour the autumn change repeats as its first pass (daylight time)', () => {
    expect(iso(serverTimeInstant(2026, 11, 1, 0, 59))).toBe('2026-11-01T04:59:00.000Z');
    expect(iso(serverTimeInstant(2026, 11, 1, 1, 0))).toBe('2026-11-01T05:00:00.000Z'); // EDT
    expect(iso(serverTimeInstant(2026, 11, 1, 1, 59, 59))).toBe('2026-11-01T05:59:59.000Z');
    expect(iso(serverTimeInstant(2026, 11, 1, 2, 0))).toBe('2026-11-01T07:00:00.000Z'); // EST
  });

  it('is the inverse of the wall clock at every hour of a year with both changes', () => {
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += HOUR) {
      const w = serverWallClock(at);
      const back = serverTimeInstant(w.year, w.month, w.day, w.hour, w.minute, w.second);
      // only the second pass of the repeated hour reads back as the first
      const repeated =
        at >= Date.parse('2026-11-01T06:00:00Z') && at < Date.parse('2026-11-01T07:00:00Z');
      expect(back).toBe(repeated ? at - HOUR : at);
    }
  });
});
